import { ComingSoon } from "../components/coming-soon";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings";

export const meta = metaFor(pages.sports);

export default function SportsPage() {
  return <ComingSoon page={pages.sports} />;
}
