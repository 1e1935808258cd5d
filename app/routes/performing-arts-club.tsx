import { ClubPage } from "#app/components/lists/club-page";
import { metaFor } from "#app/lib/page-meta";
import { photoPages } from "#app/lib/strings/photos";

export const meta = metaFor(photoPages.performingArtsClub);

export default function PerformingArtsClubRoute() {
  return <ClubPage page={photoPages.performingArtsClub} club="performing-arts" />;
}
