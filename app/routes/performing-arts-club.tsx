import { ClubPage } from "../components/lists/club-page";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings/pages";

export const meta = metaFor(pages.performingArtsClub);

export default function PerformingArtsClubRoute() {
  return <ClubPage page={pages.performingArtsClub} club="performing-arts" />;
}
