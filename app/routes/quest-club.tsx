import { ClubPage } from "#app/components/lists/club-page.tsx";
import type { IslandHandle } from "#app/islands/names.ts";
import { metaFor } from "#app/lib/page-meta.ts";
import { photoPages } from "#app/lib/strings/photos.ts";
import { siteOf } from "#app/load-context.ts";
import type { Route } from "./+types/quest-club";

export async function loader({ context }: Route.LoaderArgs) {
  return { photos: await siteOf(context).content.clubPhotos("quest") };
}

export const meta = metaFor(photoPages.questClub);

export const handle = { islands: ["photo-viewer"] } satisfies IslandHandle;

export default function QuestClubRoute({ loaderData }: Route.ComponentProps) {
  return <ClubPage page={photoPages.questClub} club="quest" chosen={loaderData.photos} />;
}
