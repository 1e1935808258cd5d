import { ClubPage } from "../components/lists/club-page";
import { metaFor } from "../lib/page-meta";
import { photoPages } from "../lib/strings/photos";

export const meta = metaFor(photoPages.ramanujanClub);

export default function RamanujanClubRoute() {
  return <ClubPage page={photoPages.ramanujanClub} club="ramanujan" />;
}
