import { ComingSoon } from "../components/coming-soon";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings";

export const meta = metaFor(pages.questClub);

export default function QuestClubPage() {
  return <ComingSoon page={pages.questClub} />;
}
