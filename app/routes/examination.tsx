import { ComingSoon } from "../components/coming-soon";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings";

export const meta = metaFor(pages.examination);

export default function ExaminationPage() {
  return <ComingSoon page={pages.examination} />;
}
