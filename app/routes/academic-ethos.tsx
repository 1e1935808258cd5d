import { ComingSoon } from "../components/coming-soon";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings";

export const meta = metaFor(pages.academicEthos);

export default function AcademicEthosPage() {
  return <ComingSoon page={pages.academicEthos} />;
}
