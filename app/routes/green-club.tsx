import { ClubPage } from "../components/lists/club-page";
import { metaFor } from "../lib/page-meta";
import { photoPages } from "../lib/strings/photos";

export const meta = metaFor(photoPages.greenClub);

export default function GreenClubRoute() {
  return <ClubPage page={photoPages.greenClub} club="green" />;
}
