/**
 * Names (the title is "<name> | <school>") and meta descriptions of the list
 * pages with filters: galleries, videos, news, events, toppers and faculty.
 * Every other page's name and description are with its area's texts
 * (`homePage` in home-page.ts, `infoPages` in info.ts, `photoPages` in photos.ts,
 * and tc.ts, help.ts, principal-page.ts), so a page's JavaScript carries its
 * own title and not the site's forty (decision 0033).

 *
 * Every fixed UI text lives in this folder, one file per area, so a route
 * loads only the texts it shows and an edition in another language is one new
 * folder of this shape. Texts quoted by the spec are kept exactly.
 */
export type PageText = { name: string; description: string };

export const pages = {
  gallery: { name: "Photo Gallery", description: "Photo albums of school life." },
  activities: { name: "Activities", description: "Photo albums of school activities." },
  exhibitions: { name: "Exhibitions", description: "Photo albums of school exhibitions." },
  videoGallery: { name: "Video Gallery", description: "Videos of school events." },
  news: { name: "Latest News", description: "General notices and the latest news from the school." },
  events: { name: "Upcoming Events", description: "Upcoming school events." },
  topperX: { name: "Achievers Class X", description: "Toppers of class X." },
  topperXII: { name: "Achievers Class XII", description: "Toppers of class XII." },
  faculty: { name: "Faculty", description: "The school's teachers and staff." },
} as const satisfies Record<string, PageText>;
