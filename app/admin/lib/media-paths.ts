/**
 * The upload routes' addresses, for the browser: photo-uploader.tsx and the file fields send each
 * file themselves, so every file has its own progress bar and retry. A real HTTP client of the
 * admin API (tests/no-self-calls.test.ts excuses these); a page's own reads and changes call the
 * school's operations in the process (media-api.server.ts).
 */
const segment = encodeURIComponent;
const base = (school: string) => `/api/admin/schools/${segment(school)}`;

export const mediaPaths = {
  photos: (school: string) => `${base(school)}/media/photos`,
  documents: (school: string) => `${base(school)}/media/documents`,
  videos: (school: string) => `${base(school)}/media/videos`,
  heroSlide: (school: string, slot: number) => `${base(school)}/hero-slides/${slot}`,
} as const;
