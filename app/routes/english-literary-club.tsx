import { ClubPage } from "#app/components/lists/club-page.tsx";
import type { IslandHandle } from "#app/islands/names.ts";
import { metaFor } from "#app/lib/page-meta.ts";
import { photoPages } from "#app/lib/strings/photos.ts";
import { siteOf } from "#app/load-context.ts";
import type { Route } from "./+types/english-literary-club";

export async function loader({ context }: Route.LoaderArgs) {
  return { photos: await siteOf(context).content.clubPhotos("english-literary") };
}

export const meta = metaFor(photoPages.englishLiteraryClub);

export const handle = { islands: ["photo-viewer"] } satisfies IslandHandle;

export default function EnglishLiteraryClubRoute({ loaderData }: Route.ComponentProps) {
  return <ClubPage page={photoPages.englishLiteraryClub} club="english-literary" chosen={loaderData.photos} />;
}
