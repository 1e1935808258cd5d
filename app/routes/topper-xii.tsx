import { ToppersPage } from "../components/lists/toppers-page";
import { loadToppers } from "../lib/list-loaders.server";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings/pages";
import type { Route } from "./+types/topper-xii";

export function loader({ context, request }: Route.LoaderArgs) {
  return loadToppers(context, request, "XII");
}

export const meta = metaFor(pages.topperXII);

export default function TopperXIIRoute({ loaderData }: Route.ComponentProps) {
  return <ToppersPage page={pages.topperXII} view={loaderData} />;
}
