import { ComingSoon } from "../components/coming-soon";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings";

export const meta = metaFor(pages.clubs);

export default function ClubsPage() {
  return <ComingSoon page={pages.clubs} />;
}
