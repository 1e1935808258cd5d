import { ToppersPage } from "#app/components/lists/toppers-page.tsx";
import type { IslandHandle } from "#app/islands/names.ts";
import { loadToppers } from "#app/lib/list-loaders.server.ts";
import { metaFor } from "#app/lib/page-meta.ts";
import { pages } from "#app/lib/strings/pages.ts";
import { siteOf } from "#app/load-context.ts";
import type { Route } from "./+types/topper-xii";

export function loader({ context, request }: Route.LoaderArgs) {
  const site = siteOf(context);
  return loadToppers(site, request, "XII");
}

// The filters apply as soon as a select changes (app/islands/filters.ts).
export const handle = { islands: ["filters"] } satisfies IslandHandle;

export const meta = metaFor(pages.topperXII);

export default function TopperXIIRoute({ loaderData }: Route.ComponentProps) {
  return <ToppersPage page={pages.topperXII} view={loaderData} />;
}
