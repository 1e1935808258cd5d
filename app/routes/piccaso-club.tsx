import { ClubPage } from "#app/components/lists/club-page";
import { metaFor } from "#app/lib/page-meta";
import { photoPages } from "#app/lib/strings/photos";

export const meta = metaFor(photoPages.piccasoClub);

export default function PiccasoClubRoute() {
  return <ClubPage page={photoPages.piccasoClub} club="piccaso" />;
}
