import { ComingSoon } from "../components/coming-soon";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings";

export const meta = metaFor(pages.gallery);

export default function GalleryPage() {
  return <ComingSoon page={pages.gallery} />;
}
