import fs from "node:fs/promises";
import path from "node:path";
import { type Bundle, bundleSchema, entityNames } from "#domain/content-schema";
import { admissionKey } from "#domain/tc-keys";
import { formatIssuePath, issueProblems, problemLine } from "./bundle-issues";
import { type BundlePage, loadPages } from "./bundle-pages";
import {
  allowedExtensions,
  checkExtension,
  checkRefPath,
  extensionRule,
  type FileRefSite,
  listFileRefs,
} from "./bundle-refs";
import { isMissing, walkTree } from "./bundle-tree";

export type BundleFile = {
  /** The name relative to files/, as content.json writes it. */
  name: string;
  source: string;
  size: number;
  /** Named by a transfer certificate: stored under a random name, never by content hash. */
  certificate: boolean;
};

export type BundlePublicFile = { name: string; source: string; size: number };

export type LoadResult =
  | { ok: true; bundle: Bundle; files: BundleFile[]; publicFiles: BundlePublicFile[]; pages: BundlePage[] }
  | { ok: false; problems: string[] };

const notFound = "file not found in files/";

/**
 * Reads and checks a whole bundle folder without writing anything. Every
 * problem is collected (not just the first) so one run tells the editor all
 * that needs fixing.
 */
export async function loadBundle(dir: string): Promise<LoadResult> {
  const problems: string[] = [];
  const contentFile = path.join(dir, "content.json");
  let text: string | undefined;
  try {
    text = await fs.readFile(contentFile, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOTDIR") return { ok: false, problems: [`${dir}: not a folder`] };
    if (!isMissing(error)) throw error;
    try {
      await fs.access(dir);
      problems.push("content.json: not found");
    } catch {
      problems.push(`${dir}: bundle folder not found`);
      return { ok: false, problems };
    }
  }

  let input: unknown;
  if (text !== undefined) {
    try {
      input = JSON.parse(text.replace(/^\uFEFF/, ""));
    } catch (error) {
      problems.push(`content.json: invalid JSON: ${(error as Error).message}`);
    }
  }

  const parsed = input === undefined ? undefined : bundleSchema.safeParse(input, { reportInput: true });
  if (parsed && !parsed.success) problems.push(...issueProblems(parsed.error.issues));

  const filesTree = await walkTree(path.join(dir, "files"), "files");
  problems.push(...filesTree.problems);
  for (const file of filesTree.files) {
    const reason = checkRefPath(file.name) ?? checkExtension(file.name, allowedExtensions);
    if (reason) problems.push(`files/${file.name}: ${reason}`);
  }
  const publicTree = await walkTree(path.join(dir, "public"), "public");
  problems.push(...publicTree.problems);
  for (const file of publicTree.files) {
    const reason = checkRefPath(file.name) ?? checkExtension(file.name, allowedExtensions);
    if (reason) problems.push(`public/${file.name}: ${reason}`);
  }

  const pages = await loadPages(dir);
  problems.push(...pages.problems);

  const sites = listFileRefs(input);
  const available = new Set(filesTree.files.map((file) => file.name));
  problems.push(...refProblems(sites, available));
  problems.push(...duplicateProblems(input));

  if (problems.length > 0 || !parsed?.success) return { ok: false, problems };

  const certificates = new Set(sites.filter((site) => site.certificate).map((site) => site.ref as string));
  return {
    ok: true,
    bundle: parsed.data,
    files: filesTree.files.map((file) => ({ ...file, certificate: certificates.has(file.name) })),
    publicFiles: publicTree.files,
    pages: pages.pages,
  };
}

function refProblems(sites: FileRefSite[], available: Set<string>): string[] {
  const problems: string[] = [];
  const certificateSites = new Map<string, FileRefSite>();
  for (const site of sites) {
    if (site.certificate && typeof site.ref === "string" && !certificateSites.has(site.ref)) {
      certificateSites.set(site.ref, site);
    }
  }
  for (const site of sites) {
    // Wrong types and empty names are already reported by the schema.
    if (typeof site.ref !== "string" || site.ref === "") continue;
    const rule = extensionRule(site);
    const wrongExtension = checkExtension(site.ref, rule.allowed);
    const reason =
      checkRefPath(site.ref) ??
      (wrongExtension && (rule.message ?? wrongExtension)) ??
      (available.has(site.ref) ? undefined : notFound);
    if (reason) {
      problems.push(problemLine(site.path, reason));
      continue;
    }
    const certificate = certificateSites.get(site.ref);
    // One stored name per file: a certificate's random name must not leak through a public attachment.
    if (!site.certificate && certificate) {
      problems.push(
        problemLine(
          site.path,
          `is a transfer certificate file (${formatIssuePath(certificate.path)}); use another file`,
        ),
      );
    }
  }
  return problems;
}

function duplicateProblems(input: unknown): string[] {
  if (typeof input !== "object" || input === null) return [];
  const record = input as Record<string, unknown>;
  const problems: string[] = [];
  for (const entity of entityNames) {
    const items = record[entity];
    if (!Array.isArray(items)) continue;
    const seenIds = new Map<string, number>();
    const seenAdmissions = new Map<string, number>();
    items.forEach((item, index) => {
      if (typeof item !== "object" || item === null) return;
      const { _id, admission } = item as { _id?: unknown; admission?: unknown };
      if (typeof _id === "string") {
        const first = seenIds.get(_id);
        if (first === undefined) seenIds.set(_id, index);
        else
          problems.push(
            problemLine([entity, index, "_id"], `duplicate _id ${JSON.stringify(_id)} (also ${entity}[${first}])`),
          );
      }
      // The certificate look-up finds one record per admission number, so a second one could never be served.
      if (entity === "transferCertificates" && typeof admission === "string" && admission.trim() !== "") {
        const key = admissionKey(admission);
        const first = seenAdmissions.get(key);
        if (first === undefined) seenAdmissions.set(key, index);
        else
          problems.push(
            problemLine(
              [entity, index, "admission"],
              `duplicate admission number ${JSON.stringify(admission)} (also ${entity}[${first}])`,
            ),
          );
      }
    });
  }
  return problems;
}
