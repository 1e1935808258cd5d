import { ClubPage } from "../components/lists/club-page";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings/pages";

export const meta = metaFor(pages.piccasoClub);

export default function PiccasoClubRoute() {
  return <ClubPage page={pages.piccasoClub} club="piccaso" />;
}
