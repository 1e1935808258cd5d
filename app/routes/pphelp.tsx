import { ComingSoon } from "../components/coming-soon";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings";

export const meta = metaFor(pages.pphelp);

export default function PphelpPage() {
  return <ComingSoon page={pages.pphelp} />;
}
