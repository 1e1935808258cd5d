import { ToppersPage } from "../components/lists/toppers-page";
import { loadToppers } from "../lib/list-loaders.server";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings/pages";
import { siteOf } from "../load-context";
import type { Route } from "./+types/topper-xii";

export function loader({ context, request }: Route.LoaderArgs) {
  const site = siteOf(context);
  return loadToppers(site, request, "XII");
}

export const meta = metaFor(pages.topperXII);

export default function TopperXIIRoute({ loaderData }: Route.ComponentProps) {
  return <ToppersPage page={pages.topperXII} view={loaderData} />;
}
