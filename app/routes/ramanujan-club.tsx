import { ClubPage } from "#app/components/lists/club-page";
import { metaFor } from "#app/lib/page-meta";
import { photoPages } from "#app/lib/strings/photos";

export const meta = metaFor(photoPages.ramanujanClub);

export default function RamanujanClubRoute() {
  return <ClubPage page={photoPages.ramanujanClub} club="ramanujan" />;
}
