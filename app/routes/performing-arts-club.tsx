import { ClubPage } from "../components/lists/club-page";
import { metaFor } from "../lib/page-meta";
import { photoPages } from "../lib/strings/photos";

export const meta = metaFor(photoPages.performingArtsClub);

export default function PerformingArtsClubRoute() {
  return <ClubPage page={photoPages.performingArtsClub} club="performing-arts" />;
}
