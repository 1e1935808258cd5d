import { ClubPage } from "#app/components/lists/club-page";
import { metaFor } from "#app/lib/page-meta";
import { photoPages } from "#app/lib/strings/photos";

export const meta = metaFor(photoPages.englishLiteraryClub);

export default function EnglishLiteraryClubRoute() {
  return <ClubPage page={photoPages.englishLiteraryClub} club="english-literary" />;
}
