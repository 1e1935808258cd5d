import { ComingSoon } from "../components/coming-soon";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings";

export const meta = metaFor(pages.erpSoftware);

export default function ErpSoftwarePage() {
  return <ComingSoon page={pages.erpSoftware} />;
}
