import { ComingSoon } from "../components/coming-soon";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings";

export const meta = metaFor(pages.englishLiteraryClub);

export default function EnglishLiteraryClubPage() {
  return <ComingSoon page={pages.englishLiteraryClub} />;
}
