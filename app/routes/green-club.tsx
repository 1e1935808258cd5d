import { ClubPage } from "#app/components/lists/club-page";
import { metaFor } from "#app/lib/page-meta";
import { photoPages } from "#app/lib/strings/photos";

export const meta = metaFor(photoPages.greenClub);

export default function GreenClubRoute() {
  return <ClubPage page={photoPages.greenClub} club="green" />;
}
