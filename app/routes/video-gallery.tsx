import { ComingSoon } from "../components/coming-soon";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings";

export const meta = metaFor(pages.videoGallery);

export default function VideoGalleryPage() {
  return <ComingSoon page={pages.videoGallery} />;
}
