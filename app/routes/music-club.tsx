import { ClubPage } from "#app/components/lists/club-page";
import { metaFor } from "#app/lib/page-meta";
import { photoPages } from "#app/lib/strings/photos";

export const meta = metaFor(photoPages.musicClub);

export default function MusicClubRoute() {
  return <ClubPage page={photoPages.musicClub} club="music" />;
}
