import { ComingSoon } from "../components/coming-soon";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings";

export const meta = metaFor(pages.exhibitions);

export default function ExhibitionsPage() {
  return <ComingSoon page={pages.exhibitions} />;
}
