import { ClubPage } from "../components/lists/club-page";
import { metaFor } from "../lib/page-meta";
import { photoPages } from "../lib/strings/photos";

export const meta = metaFor(photoPages.questClub);

export default function QuestClubRoute() {
  return <ClubPage page={photoPages.questClub} club="quest" />;
}
