import { ComingSoon } from "../components/coming-soon";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings";

export const meta = metaFor(pages.facilities);

export default function FacilitiesPage() {
  return <ComingSoon page={pages.facilities} />;
}
