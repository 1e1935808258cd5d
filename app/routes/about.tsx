import { ComingSoon } from "../components/coming-soon";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings";

export const meta = metaFor(pages.about);

export default function AboutPage() {
  return <ComingSoon page={pages.about} />;
}
