import { ComingSoon } from "../components/coming-soon";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings";

export const meta = metaFor(pages.tc);

export default function TcPage() {
  return <ComingSoon page={pages.tc} />;
}
