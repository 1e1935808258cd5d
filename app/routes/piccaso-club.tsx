import { ClubPage } from "#app/components/lists/club-page";
import { metaFor } from "#app/lib/page-meta";
import { photoPages } from "#app/lib/strings/photos";
import { siteOf } from "#app/load-context";
import type { Route } from "./+types/piccaso-club";

export async function loader({ context }: Route.LoaderArgs) {
  return { photos: await siteOf(context).content.clubPhotos("piccaso") };
}

export const meta = metaFor(photoPages.piccasoClub);

export default function PiccasoClubRoute({ loaderData }: Route.ComponentProps) {
  return <ClubPage page={photoPages.piccasoClub} club="piccaso" chosen={loaderData.photos} />;
}
