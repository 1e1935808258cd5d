import { ClubPage } from "#app/components/lists/club-page";
import { getClubPhotos } from "#app/lib/album-photo-words.server";
import { metaFor } from "#app/lib/page-meta";
import { photoPages } from "#app/lib/strings/photos";
import { siteOf } from "#app/load-context";
import type { Route } from "./+types/performing-arts-club";

export async function loader({ context }: Route.LoaderArgs) {
  return { photos: await getClubPhotos(siteOf(context), "performing-arts") };
}

export const meta = metaFor(photoPages.performingArtsClub);

export default function PerformingArtsClubRoute({ loaderData }: Route.ComponentProps) {
  return <ClubPage page={photoPages.performingArtsClub} club="performing-arts" chosen={loaderData.photos} />;
}
