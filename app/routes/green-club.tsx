import { ComingSoon } from "../components/coming-soon";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings";

export const meta = metaFor(pages.greenClub);

export default function GreenClubPage() {
  return <ComingSoon page={pages.greenClub} />;
}
