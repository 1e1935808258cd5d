import { ClubPage } from "../components/lists/club-page";
import { metaFor } from "../lib/page-meta";
import { photoPages } from "../lib/strings/photos";

export const meta = metaFor(photoPages.musicClub);

export default function MusicClubRoute() {
  return <ClubPage page={photoPages.musicClub} club="music" />;
}
