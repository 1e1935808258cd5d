import { ClubPage } from "../components/lists/club-page";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings/pages";

export const meta = metaFor(pages.greenClub);

export default function GreenClubRoute() {
  return <ClubPage page={pages.greenClub} club="green" />;
}
