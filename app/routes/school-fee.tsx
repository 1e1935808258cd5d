import { ComingSoon } from "../components/coming-soon";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings";

export const meta = metaFor(pages.schoolFee);

export default function SchoolFeePage() {
  return <ComingSoon page={pages.schoolFee} />;
}
