import { ComingSoon } from "../components/coming-soon";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings";

export const meta = metaFor(pages.motto);

export default function MottoPage() {
  return <ComingSoon page={pages.motto} />;
}
