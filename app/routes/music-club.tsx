import { ClubPage } from "../components/lists/club-page";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings/pages";

export const meta = metaFor(pages.musicClub);

export default function MusicClubRoute() {
  return <ClubPage page={pages.musicClub} club="music" />;
}
