import { ComingSoon } from "../components/coming-soon";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings";

export const meta = metaFor(pages.topperX);

export default function TopperXPage() {
  return <ComingSoon page={pages.topperX} />;
}
