/**
 * Loaders shared by routes that show the same list in different cuts
 * (three album categories, two topper classes).
 */

import type { SiteContext } from "#app/load-context.ts";
import type { GalleryRecord, TopperRecord } from "#domain/api-records";
import { schoolToday } from "#domain/school-date";
import { albumsView } from "./list-views";
import { toppersView } from "./toppers-view";

export async function loadAlbums(context: SiteContext, request: Request, category: GalleryRecord["category"]) {
  const albums = await context.content.galleries();
  return albumsView(albums, category, new URL(request.url).searchParams, schoolToday(context.timeZone));
}

export async function loadToppers(context: SiteContext, request: Request, topperClass: TopperRecord["class"]) {
  const toppers = await context.content.toppers();
  return toppersView(toppers, topperClass, new URL(request.url).searchParams, schoolToday(context.timeZone));
}
