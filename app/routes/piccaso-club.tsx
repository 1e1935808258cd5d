import { ClubPage } from "../components/lists/club-page";
import { metaFor } from "../lib/page-meta";
import { photoPages } from "../lib/strings/photos";

export const meta = metaFor(photoPages.piccasoClub);

export default function PiccasoClubRoute() {
  return <ClubPage page={photoPages.piccasoClub} club="piccaso" />;
}
