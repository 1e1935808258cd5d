/**
 * The media API's addresses, for the server-side calls (media-api.server.ts) and for the
 * browser's uploads (photo-uploader.tsx), which send each file themselves.
 */
const segment = encodeURIComponent;

export const mediaPaths = {
  usage: (school: string) => `/api/admin/schools/${segment(school)}/media/usage`,
  photos: (school: string) => `/api/admin/schools/${segment(school)}/media/photos`,
  documents: (school: string) => `/api/admin/schools/${segment(school)}/media/documents`,
  videos: (school: string) => `/api/admin/schools/${segment(school)}/media/videos`,
  albums: (school: string) => `/api/admin/schools/${segment(school)}/albums`,
  album: (school: string, id: string) => `/api/admin/schools/${segment(school)}/albums/${segment(id)}`,
  publish: (school: string, id: string) => `/api/admin/schools/${segment(school)}/albums/${segment(id)}/publish`,
  unused: (school: string) => `/api/admin/schools/${segment(school)}/media/unused`,
  unusedFile: (school: string, path: string) => `/api/admin/schools/${segment(school)}/media/unused/${segment(path)}`,
  heroSlides: (school: string) => `/api/admin/schools/${segment(school)}/hero-slides`,
  heroSlide: (school: string, slot: number) => `/api/admin/schools/${segment(school)}/hero-slides/${slot}`,
  heroOrder: (school: string) => `/api/admin/schools/${segment(school)}/hero-slides/order`,
  heroTexts: (school: string) => `/api/admin/schools/${segment(school)}/hero-slides/texts`,
} as const;
