import { ComingSoon } from "../components/coming-soon";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings";

export const meta = metaFor(pages.topperXII);

export default function TopperXIIPage() {
  return <ComingSoon page={pages.topperXII} />;
}
