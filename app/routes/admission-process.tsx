import { ComingSoon } from "../components/coming-soon";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings";

export const meta = metaFor(pages.admissionProcess);

export default function AdmissionProcessPage() {
  return <ComingSoon page={pages.admissionProcess} />;
}
