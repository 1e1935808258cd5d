import { ComingSoon } from "../components/coming-soon";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings";

export const meta = metaFor(pages.feeStructure);

export default function FeeStructurePage() {
  return <ComingSoon page={pages.feeStructure} />;
}
