import { ClubPage } from "#app/components/lists/club-page";
import { getClubPhotos } from "#app/lib/album-photo-words.server";
import { metaFor } from "#app/lib/page-meta";
import { photoPages } from "#app/lib/strings/photos";
import { siteOf } from "#app/load-context";
import type { Route } from "./+types/green-club";

export async function loader({ context }: Route.LoaderArgs) {
  return { photos: await getClubPhotos(siteOf(context), "green") };
}

export const meta = metaFor(photoPages.greenClub);

export default function GreenClubRoute({ loaderData }: Route.ComponentProps) {
  return <ClubPage page={photoPages.greenClub} club="green" chosen={loaderData.photos} />;
}
