import { ClubPage } from "../components/lists/club-page";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings/pages";

export const meta = metaFor(pages.ramanujanClub);

export default function RamanujanClubRoute() {
  return <ClubPage page={pages.ramanujanClub} club="ramanujan" />;
}
