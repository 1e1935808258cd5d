import { ComingSoon } from "../components/coming-soon";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings";

export const meta = metaFor(pages.mission);

export default function MissionPage() {
  return <ComingSoon page={pages.mission} />;
}
