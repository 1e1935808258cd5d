import { ComingSoon } from "../components/coming-soon";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings";

export const meta = metaFor(pages.discipline);

export default function DisciplinePage() {
  return <ComingSoon page={pages.discipline} />;
}
