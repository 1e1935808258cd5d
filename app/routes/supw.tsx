import { ComingSoon } from "../components/coming-soon";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings";

export const meta = metaFor(pages.supw);

export default function SupwPage() {
  return <ComingSoon page={pages.supw} />;
}
