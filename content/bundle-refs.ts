import { z } from "zod";
import { isFileRefSchema } from "#domain/content-fields";
import {
  type Bundle,
  type EntityName,
  entityNames,
  recordShapeOf,
  type SingleKindName,
  singleKindNames,
} from "#domain/content-schema";

/**
 * Where a bundle names files. Found by looking for `fileRef` in the schema
 * rather than listed by hand, so a file field added to the schema later is
 * checked, stored and exported without touching this code.
 */
export type FileField = {
  key: string;
  list: boolean;
  /** The value is an object whose field `inner` names the file (a disclosure's document). */
  inner?: string;
};

export const allowedExtensions = ["jpg", "jpeg", "png", "webp", "avif", "gif", "svg", "pdf", "mp4", "webm"] as const;
/** What the certificate download accepts (spec section 5). */
export const certificateExtensions = ["pdf", "jpg", "jpeg", "png"] as const;

function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  while (current instanceof z.ZodOptional || current instanceof z.ZodDefault) current = current.unwrap() as z.ZodType;
  return current;
}

export function fileFieldsOf(shape: Record<string, z.ZodType>): FileField[] {
  const fields: FileField[] = [];
  for (const [key, schema] of Object.entries(shape)) {
    const inner = unwrap(schema);
    if (isFileRefSchema(inner)) fields.push({ key, list: false });
    else if (inner instanceof z.ZodArray && isFileRefSchema(unwrap(inner.element as z.ZodType))) {
      fields.push({ key, list: true });
    } else if (inner instanceof z.ZodObject) {
      const nested = Object.entries(inner.shape as Record<string, z.ZodType>).find(([, field]) =>
        isFileRefSchema(unwrap(field)),
      );
      if (nested) fields.push({ key, list: false, inner: nested[0] });
    }
  }
  return fields;
}

export const profileFileFields = fileFieldsOf(recordShapeOf("profile"));
export const singleFileFields = Object.fromEntries(
  singleKindNames.map((key) => [key, fileFieldsOf(recordShapeOf(key))]),
) as Record<SingleKindName, FileField[]>;
export const entityFileFields = Object.fromEntries(
  entityNames.map((entity) => [entity, fileFieldsOf(recordShapeOf(entity))]),
) as Record<EntityName, FileField[]>;

/** Certificates are stored under unguessable names, so they are told apart from the start. */
export function isCertificateEntity(entity: string): boolean {
  return entity === "transferCertificates";
}

/** Lower-case extension without the dot; "" when the name has none. */
export function extensionOf(name: string): string {
  const base = name.slice(name.lastIndexOf("/") + 1);
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : "";
}

/** Why a file name may not be used in a bundle, or undefined when it may. */
export function checkRefPath(ref: string): string | undefined {
  if (ref.includes("\\")) return "use / between folders, not \\";
  if (ref.startsWith("/") || /^[A-Za-z]:/.test(ref)) return "must be a path inside files/, not an absolute path";
  if (ref.split("/").some((part) => part === "" || part === "." || part === "..")) {
    return "must stay inside files/ (no .., . or empty parts)";
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is being refused
  if (/[\u0000-\u001f\u007f]/.test(ref)) return "must not contain control characters";
  return undefined;
}

export function checkExtension(name: string, allowed: readonly string[]): string | undefined {
  const extension = extensionOf(name);
  if (allowed.includes(extension)) return undefined;
  const list = allowed.join(", ");
  return extension === ""
    ? `has no file extension (allowed: ${list})`
    : `.${extension} files are not allowed (allowed: ${list})`;
}

export type FileRefSite = { path: Array<string | number>; ref: unknown; certificate: boolean };

/**
 * The extensions one reference may use, and the message when it does not.
 * Certificates follow the download rules; the profile's PDF and video fields
 * are shown in a PDF frame and a video player, so only those kinds fit.
 */
export function extensionRule(site: FileRefSite): { allowed: readonly string[]; message?: string } {
  if (site.certificate) {
    return { allowed: certificateExtensions, message: "a transfer certificate must be a pdf, jpg, jpeg or png file" };
  }
  // A single kind's documents (the disclosure's) are PDFs; its schema says so too, this says it early.
  if ((singleKindNames as unknown[]).includes(site.path[0]))
    return { allowed: ["pdf"], message: "expected a .pdf file" };
  const key = site.path[0] === "profile" ? String(site.path[1]) : "";
  if (key.endsWith("Pdf")) return { allowed: ["pdf"], message: "expected a .pdf file" };
  if (key.endsWith("Video")) return { allowed: ["mp4", "webm"], message: "expected an .mp4 or .webm file" };
  return { allowed: allowedExtensions };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function refsOf(
  item: Record<string, unknown>,
  fields: FileField[],
  base: Array<string | number>,
  certificate: boolean,
) {
  const sites: FileRefSite[] = [];
  for (const { key, list, inner } of fields) {
    const value = item[key];
    if (value === undefined) continue;
    if (inner !== undefined) {
      if (isRecord(value) && value[inner] !== undefined)
        sites.push({ path: [...base, key, inner], ref: value[inner], certificate });
    } else if (!list) sites.push({ path: [...base, key], ref: value, certificate });
    else if (Array.isArray(value)) {
      value.forEach((ref, index) => {
        sites.push({ path: [...base, key, index], ref, certificate });
      });
    }
  }
  return sites;
}

/**
 * Every file reference in a parsed-but-unvalidated content.json, in document
 * order. Works on raw input so file problems are reported together with
 * schema problems; values of the wrong type are left to the schema.
 */
export function listFileRefs(input: unknown): FileRefSite[] {
  if (!isRecord(input)) return [];
  const sites: FileRefSite[] = [];
  if (isRecord(input.profile)) sites.push(...refsOf(input.profile, profileFileFields, ["profile"], false));
  for (const kind of singleKindNames) {
    const item = input[kind];
    if (isRecord(item)) sites.push(...refsOf(item, singleFileFields[kind], [kind], false));
  }
  for (const entity of entityNames) {
    const items = input[entity];
    if (!Array.isArray(items)) continue;
    items.forEach((item, index) => {
      if (isRecord(item)) {
        sites.push(...refsOf(item, entityFileFields[entity], [entity, index], isCertificateEntity(entity)));
      }
    });
  }
  return sites;
}

function mapFields<T extends object>(item: T, fields: FileField[], map: (ref: string) => string): T {
  const copy: Record<string, unknown> = { ...(item as Record<string, unknown>) };
  for (const { key, list, inner } of fields) {
    const value = copy[key];
    if (value === undefined) continue;
    if (inner !== undefined) {
      const nested = value as Record<string, unknown>;
      copy[key] = { ...nested, [inner]: map(nested[inner] as string) };
    } else copy[key] = list ? (value as string[]).map(map) : map(value as string);
  }
  return copy as T;
}

/** The same bundle with every file reference replaced (bundle name ⇄ stored path). */
export function mapFileRefs(bundle: Bundle, map: (ref: string, certificate: boolean) => string): Bundle {
  const result: Record<string, unknown> = {
    profile: mapFields(bundle.profile, profileFileFields, (ref) => map(ref, false)),
  };
  for (const entity of entityNames) {
    const certificate = isCertificateEntity(entity);
    result[entity] = (bundle[entity] as object[]).map((item) =>
      mapFields(item, entityFileFields[entity], (ref) => map(ref, certificate)),
    );
  }
  for (const kind of singleKindNames) {
    const item = bundle[kind];
    if (item !== undefined) result[kind] = mapFields(item, singleFileFields[kind], (ref) => map(ref, false));
  }
  return result as Bundle;
}
