import { ClubPage } from "#app/components/lists/club-page";
import { metaFor } from "#app/lib/page-meta";
import { photoPages } from "#app/lib/strings/photos";

export const meta = metaFor(photoPages.questClub);

export default function QuestClubRoute() {
  return <ClubPage page={photoPages.questClub} club="quest" />;
}
