import { useRouteLoaderData } from "react-router";
import { publicPath } from "#app/lib/image-url.ts";
import type { SiteData } from "#app/lib/site-data.ts";

const empty: SiteData = { profile: null, highlights: [], schoolCode: "", publicUrl: "", head: null };

/** The root loader's data, from any component (also inside the error page). */
export function useSiteData(): SiteData {
  return useRouteLoaderData<SiteData>("root") ?? empty;
}

/** Stored path of one of the school's static images, e.g. "placeholder.jpg". */
export function usePublicImage(relativePath: string): string {
  return publicPath(useSiteData().schoolCode, relativePath);
}
