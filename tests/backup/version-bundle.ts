import { type Bundle, bundleSchema } from "#domain/content-schema";
import { fixtureBundle } from "#tests/api-fixture";

export const newsPerVersion = 300;

/**
 * One consistent version of school `w`: the profile is named `Version <n>` and
 * every news title starts with `v<n> `, so a copy that mixes two versions is
 * visible at a glance.
 */
export function versionBundle(version: number): Bundle {
  const bundle = bundleSchema.parse(fixtureBundle);
  return {
    ...bundle,
    profile: { ...bundle.profile, name: `Version ${version}` },
    news: Array.from({ length: newsPerVersion }, (_, index) => ({
      _id: `n${index}`,
      title: `v${version} news ${index}`,
      description: "x".repeat(200),
      fromDate: "2026-01-01",
      attachments: [],
    })),
  };
}
