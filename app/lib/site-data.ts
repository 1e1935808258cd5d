import type { HighlightRecord, ProfileRecord } from "#domain/api-records";

/** What the root loader reads once for every page: the header and footer need it. */
export type SiteData = {
  profile: ProfileRecord | null;
  highlights: HighlightRecord[];
  schoolCode: string;
};
