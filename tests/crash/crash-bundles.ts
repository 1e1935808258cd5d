import { randomBytes } from "node:crypto";
import path from "node:path";
import { type FixtureSpec, minimalSpec, tempDir, writeBundle } from "#tests/fixtures/make-bundle";

/**
 * Two bundles of one school that share nothing: other names, records, files,
 * certificates, public images and pages. Big enough (a few MB of files, some
 * hundred records) that an import spends real time in each phase, so kills
 * land in all of them.
 */
export type CrashBundle = { label: "A" | "B"; dir: string; publicNames: string[] };

const bigFiles = 12;
const bigFileBytes = 384 * 1024;
const newsCount = 200;

async function crashSpec(label: "A" | "B"): Promise<FixtureSpec> {
  const spec = await minimalSpec();
  const { content } = spec;
  content.profile.name = `${label} Public School`;
  content.news = Array.from({ length: newsCount }, (_, index) => ({
    _id: `${label}-n${index}`,
    title: `${label} news ${index}`,
    description: `${label} `.repeat(50),
    fromDate: "2026-01-01",
  }));
  const photos = Array.from({ length: bigFiles }, (_, index) => `gallery/${label}-big-${index}.jpg`);
  for (const name of photos) spec.files[name] = randomBytes(bigFileBytes);
  content.galleries[0].title = `${label} sports day`;
  content.galleries[0].attachments = [...(content.galleries[0].attachments ?? []), ...photos];
  content.faculty[0].name = `${label} Teacher`;
  content.birthdays[0].name = `${label} Child`;
  for (const certificate of content.transferCertificates) certificate.admission = `${label}-${certificate.admission}`;
  // Different bytes under the same names, so every shared name is a different stored file too.
  for (const [name, bytes] of Object.entries(spec.files)) {
    spec.files[name] = Buffer.concat([Buffer.from(bytes), Buffer.from(`\n${label}\n`)]);
  }
  spec.publicFiles = { ...spec.publicFiles, [`${label}-only.png`]: Buffer.from(label) };
  spec.pages = { "About.md": `# ${label} General Information\n\nSchool ${label}.\n` };
  return spec;
}

export async function makeCrashBundles(): Promise<[CrashBundle, CrashBundle]> {
  const root = tempDir("crash-bundles");
  const make = async (label: "A" | "B"): Promise<CrashBundle> => {
    const spec = await crashSpec(label);
    const dir = writeBundle(path.join(root, label), spec);
    const publicNames = Object.keys(spec.publicFiles ?? {});
    return { label, dir, publicNames };
  };
  return [await make("A"), await make("B")];
}
