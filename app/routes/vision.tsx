import { ComingSoon } from "../components/coming-soon";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings";

export const meta = metaFor(pages.vision);

export default function VisionPage() {
  return <ComingSoon page={pages.vision} />;
}
