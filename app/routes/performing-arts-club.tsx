import { ComingSoon } from "../components/coming-soon";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings";

export const meta = metaFor(pages.performingArtsClub);

export default function PerformingArtsClubPage() {
  return <ComingSoon page={pages.performingArtsClub} />;
}
