import { ClubPage } from "../components/lists/club-page";
import { metaFor } from "../lib/page-meta";
import { photoPages } from "../lib/strings/photos";

export const meta = metaFor(photoPages.englishLiteraryClub);

export default function EnglishLiteraryClubRoute() {
  return <ClubPage page={photoPages.englishLiteraryClub} club="english-literary" />;
}
