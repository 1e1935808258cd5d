import { ComingSoon } from "../components/coming-soon";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings";

export const meta = metaFor(pages.subGallery);

export default function SubGalleryPage() {
  return <ComingSoon page={pages.subGallery} />;
}
