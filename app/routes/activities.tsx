import { ComingSoon } from "../components/coming-soon";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings";

export const meta = metaFor(pages.activities);

export default function ActivitiesPage() {
  return <ComingSoon page={pages.activities} />;
}
