import { ComingSoon } from "../components/coming-soon";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings";

export const meta = metaFor(pages.news);

export default function NewsPage() {
  return <ComingSoon page={pages.news} />;
}
