import { ComingSoon } from "../components/coming-soon";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings";

export const meta = metaFor(pages.faculty);

export default function FacultyPage() {
  return <ComingSoon page={pages.faculty} />;
}
