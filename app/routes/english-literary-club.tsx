import { ClubPage } from "../components/lists/club-page";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings/pages";

export const meta = metaFor(pages.englishLiteraryClub);

export default function EnglishLiteraryClubRoute() {
  return <ClubPage page={pages.englishLiteraryClub} club="english-literary" />;
}
