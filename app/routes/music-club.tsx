import { ComingSoon } from "../components/coming-soon";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings";

export const meta = metaFor(pages.musicClub);

export default function MusicClubPage() {
  return <ComingSoon page={pages.musicClub} />;
}
