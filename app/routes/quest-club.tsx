import { ClubPage } from "../components/lists/club-page";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings/pages";

export const meta = metaFor(pages.questClub);

export default function QuestClubRoute() {
  return <ClubPage page={pages.questClub} club="quest" />;
}
