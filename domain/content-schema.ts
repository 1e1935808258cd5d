import { z } from "zod";
import { fileRef, httpUrl, optionalText, text } from "#domain/content-fields";
import { type AllKinds, allKinds, type SingleKinds, singleKinds } from "#domain/kinds/all-kinds";
import { type ListKind, repeatedValueMessage, repeatedValues } from "#domain/kinds/list-kind";
import { timeZoneName } from "#domain/time-zone";

/**
 * The content model: the school's profile, and one list per kind of content, each kind's
 * schema in its own file (domain/kinds/*.ts, listed in all-kinds.ts). The bundle import
 * validates with `bundleSchema`, the API answers records derived from the same schemas
 * (api-records.ts), and the site and the tests import the inferred types.
 */

export const profileSchema = z.strictObject({
  name: text,
  shortName: optionalText,
  blurb: z.string().default(""),
  board: text,
  affiliation: text,
  address: text,
  phone: text,
  email: z.email(),
  helpDeskEmail: z.email().optional(),
  portalUrl: httpUrl,
  appStoreUrl: httpUrl,
  playStoreUrl: httpUrl,
  videoChannelUrl: httpUrl,
  mapEmbedUrl: httpUrl,
  vendorName: text,
  vendorUrl: httpUrl,
  /** Files under `files/`, served by the image service. */
  admissionGuidelinesPdf: fileRef,
  sessionCalendarPdf: fileRef,
  sampleCertificatePdf: fileRef.optional(),
  principalVideo: fileRef.optional(),
  /**
   * The school's IANA time zone: its "today", its "upcoming", its schedules and calendar are read
   * there (decision 0085). Absent: the platform's TZ_SCHOOL (Asia/Kolkata unless set).
   */
  timeZone: timeZoneName.optional(),
});

/** Each kind's item schema, by its key in content.json. */
export type EntitySchemasOf<L extends readonly ListKind[]> = {
  readonly [E in L[number] as E["key"]]: E["content"]["schema"];
};

export function entitySchemasOf<const L extends readonly ListKind[]>(kinds: L): EntitySchemasOf<L> {
  return Object.fromEntries(kinds.map((kind) => [kind.key, kind.content.schema])) as EntitySchemasOf<L>;
}

/**
 * A bundle's shape: the profile, then one list per kind in the list's order, empty when absent,
 * then the single kinds' objects (the disclosure), absent until the school writes them.
 */
export type BundleShapeOf<L extends readonly ListKind[]> = { profile: typeof profileSchema } & {
  [E in L[number] as E["key"]]: z.ZodDefault<z.ZodArray<E["content"]["schema"]>>;
} & { [E in SingleKinds[number] as E["key"]]: z.ZodOptional<E["schema"]> };

export function bundleSchemaOf<const L extends readonly ListKind[]>(kinds: L) {
  const lists = kinds.map((kind) => {
    const list = z.array(kind.content.schema);
    // A kind's `unique` fields (a circular's number): a value repeated in the list is refused at its item.
    const checked = kind.unique?.length
      ? list.superRefine((items, context) => {
          for (const { index, field, value } of repeatedValues(kind.unique, items as Record<string, unknown>[])) {
            context.addIssue({ code: "custom", path: [index, field], message: repeatedValueMessage(value) });
          }
        })
      : list;
    return [kind.key, checked.default([])] as const;
  });
  const singles = singleKinds.map((kind) => [kind.key, kind.schema.optional()] as const);
  return z.strictObject({
    profile: profileSchema,
    ...Object.fromEntries(lists),
    ...Object.fromEntries(singles),
  } as BundleShapeOf<L>);
}

export const entitySchemas = entitySchemasOf(allKinds);

export type EntityName = keyof EntitySchemasOf<AllKinds>;
export const entityNames = allKinds.map((kind) => kind.key) as EntityName[];

export const bundleSchema = bundleSchemaOf(allKinds);

/** The single kinds' keys in content.json (`disclosure`). */
export type SingleKindName = SingleKinds[number]["key"];
export const singleKindNames = singleKinds.map((kind) => kind.key) as SingleKindName[];

export type Profile = z.infer<typeof profileSchema>;
export type Bundle = z.infer<typeof bundleSchema>;
export type BundleInput = z.input<typeof bundleSchema>;

/** The schema of one record of content.json's part `key`: the profile, a single kind's object, or one item of a list. */
export function recordShapeOf(key: keyof Bundle): Record<string, z.ZodType> {
  if (key === "profile") return profileSchema.shape;
  const single = singleKinds.find((kind) => kind.key === key);
  return single ? single.schema.shape : entitySchemas[key as EntityName].shape;
}
