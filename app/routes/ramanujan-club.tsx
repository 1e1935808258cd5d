import { ComingSoon } from "../components/coming-soon";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings";

export const meta = metaFor(pages.ramanujanClub);

export default function RamanujanClubPage() {
  return <ComingSoon page={pages.ramanujanClub} />;
}
