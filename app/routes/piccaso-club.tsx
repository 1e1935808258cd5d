import { ComingSoon } from "../components/coming-soon";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings";

export const meta = metaFor(pages.piccasoClub);

export default function PiccasoClubPage() {
  return <ComingSoon page={pages.piccasoClub} />;
}
