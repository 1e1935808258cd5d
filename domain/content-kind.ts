import { z } from "zod";

/**
 * How one content kind is described, once, for every layer: its fields (the
 * zod schema the bundle import validates with), the table and columns that
 * store it, the API paths that list it, their order and the record shapes
 * the API answers. The database's table types, the row mapping, the API
 * records and the list routes are all derived from a description; adding a
 * field means changing the schema and writing a migration, nothing else.
 *
 * Columns follow one naming rule so that most fields need no column written
 * down: the field's name in snake_case, with `_json` added for lists (stored
 * as JSON text, portable to PostgreSQL). `columns` names the exceptions the
 * first migration already had (`message` → `message_html`, …).
 */

/** The fields of a schema's items, without the `_id` every kind has. */
export type FieldOf<S extends z.ZodObject> = Exclude<keyof z.output<S>, "_id"> & string;

/** A value the import stores beside the fields, worked out from the item (toppers' marks, certificates' keys). */
type ComputedColumn<S extends z.ZodObject> = (item: z.output<S>) => string | number | null;

/**
 * An API record: `_id`, then the fields in this order (all the schema's
 * fields when `pick` is absent), less `omit`. An absent optional value is
 * answered as its `fallback` field's value, else null, so every record of a
 * list has the same keys.
 */
export type RecordShape<F extends string> = {
  readonly pick?: readonly F[];
  readonly omit?: readonly F[];
  readonly fallback?: { readonly [P in F]?: F };
};

export type ListOrder<C extends string> = {
  /** A field or computed column. */
  readonly by: C;
  readonly direction: "asc" | "desc";
  /** Rows without a value come last whatever the direction. */
  readonly nullsLast?: boolean;
};

/** What a list route knows about "now", for kinds that answer only some rows (today's birthdays). */
export type ListMoment = { timeZone: string; now: Date };

export type ContentKind<
  S extends z.ZodObject = z.ZodObject,
  T extends string = string,
  C extends { readonly [P in FieldOf<S>]?: string } = { readonly [P in FieldOf<S>]?: string },
  X extends Record<string, ComputedColumn<S>> = Record<string, ComputedColumn<S>>,
  R extends RecordShape<FieldOf<S>> = RecordShape<FieldOf<S>>,
  V extends Record<string, RecordShape<FieldOf<S>>> = Record<string, RecordShape<FieldOf<S>>>,
> = {
  readonly schema: S;
  readonly table: T;
  /** Column names that do not follow the naming rule. */
  readonly columns?: C;
  readonly computed?: X;
  /** List routes under /api; `:school` is the school's code. None for kinds the API does not list. */
  readonly paths?: readonly string[];
  /** The promised order; ties keep bundle order. */
  readonly order?: readonly ListOrder<FieldOf<S> | (keyof NoInfer<X> & string)>[];
  /** The record every list route answers (all fields when absent). */
  readonly record?: R;
  /** Other records of the kind that a single route answers (the album of `/api/subGallery`). */
  readonly views?: V;
  /** Narrows a list to the rows whose fields equal these values. */
  readonly match?: (moment: ListMoment) => { readonly [P in FieldOf<S>]?: string };
  /**
   * What the public may see of a stored item, applied before its record is written (children's
   * consent: domain/consent.ts). The admin area reads the stored item itself.
   */
  // Method syntax and a type parameter on purpose: every description still is an AnyContentKind,
  // and a description extended with more fields keeps its rule.
  present?<I extends StoredItem<NoInfer<S>>>(item: I): I;
};

/**
 * Checks a description against its schema (a column, order or record naming
 * a field the schema lacks does not compile) and keeps its literal types
 * (table name, record shapes) for the derived types.
 */
export function defineKind<
  S extends z.ZodObject,
  const T extends string,
  const C extends { readonly [P in FieldOf<S>]?: string } = Record<never, never>,
  const X extends Record<string, ComputedColumn<S>> = Record<never, never>,
  const R extends RecordShape<FieldOf<S>> = Record<never, never>,
  const V extends Record<string, RecordShape<FieldOf<S>>> = Record<never, never>,
>(kind: ContentKind<S, T, C, X, R, V>): ContentKind<S, T, C, X, R, V> {
  return kind;
}

// biome-ignore lint/suspicious/noExplicitAny: any description, whatever its literal types
export type AnyContentKind = ContentKind<z.ZodObject, string, any, any, any, any>;

// ---- Type-level derivations -------------------------------------------------

/** An item as the bundle import parsed it. */
export type ItemOf<K extends AnyContentKind> = z.output<K["schema"]>;

/** A stored item of a schema's kind: `_id` is always there. */
type StoredItem<S extends z.ZodObject> = Simplify<Omit<z.output<S>, "_id"> & { _id: string }>;

/** An item read back from its table: `_id` is always there. */
export type StoredItemOf<K extends AnyContentKind> = Simplify<Omit<ItemOf<K>, "_id"> & { _id: string }>;

export type Simplify<T> = { [P in keyof T]: T[P] } & {};

/** `sessionYear` → `session_year`, as `snakeCase` does at run time. */
export type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

/** The column that stores field F of kind K. */
export type ColumnName<K extends AnyContentKind, F extends string> = F extends keyof NonNullable<K["columns"]>
  ? NonNullable<K["columns"]>[F] & string
  : F extends keyof ItemOf<K>
    ? NonNullable<ItemOf<K>[F]> extends readonly unknown[]
      ? `${SnakeCase<F>}_json`
      : SnakeCase<F>
    : never;

type ShapeFields<K extends AnyContentKind, Sh> = Exclude<
  Sh extends { readonly pick: readonly (infer P)[] } ? P : FieldOf<K["schema"]>,
  Sh extends { readonly omit: readonly (infer O)[] } ? O : never
> &
  keyof ItemOf<K>;

type RecordValue<Item, P extends keyof Item, Fb> = P extends keyof Fb
  ? Fb[P] extends keyof Item
    ? NonNullable<Item[P]> | Item[Fb[P]]
    : never
  : undefined extends Item[P]
    ? Exclude<Item[P], undefined> | null
    : Item[P];

/** The API record of shape Sh (the kind's `record` or one of its `views`). */
export type RecordOf<K extends AnyContentKind, Sh = NonNullable<K["record"]>> = Simplify<
  { _id: string } & {
    -readonly [P in ShapeFields<K, Sh>]-?: RecordValue<
      ItemOf<K>,
      P,
      Sh extends { readonly fallback: infer Fb } ? Fb : Record<never, never>
    >;
  }
>;

// ---- Run-time rules ------------------------------------------------------------

export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** How a field is stored: its column, whether it is a list (JSON text) and whether it may be absent (null). */
export type FieldColumn = { field: string; column: string; list: boolean; optional: boolean };

function unwrap(schema: z.core.SomeType): z.core.SomeType {
  let current = schema;
  while (current instanceof z.ZodOptional || current instanceof z.ZodDefault) current = current.unwrap();
  return current;
}

const fieldColumnCache = new WeakMap<AnyContentKind, FieldColumn[]>();

/** The stored fields of a kind in schema order, read from its zod schema so no field is listed twice. */
export function fieldColumns(kind: AnyContentKind): FieldColumn[] {
  const cached = fieldColumnCache.get(kind);
  if (cached) return cached;
  const columns: Record<string, string | undefined> = kind.columns ?? {};
  const result = Object.entries(kind.schema.shape)
    .filter(([field]) => field !== "_id")
    .map(([field, schema]) => {
      const list = unwrap(schema) instanceof z.ZodArray;
      return {
        field,
        column: columns[field] ?? (list ? `${snakeCase(field)}_json` : snakeCase(field)),
        list,
        optional: schema instanceof z.ZodOptional,
      };
    });
  fieldColumnCache.set(kind, result);
  return result;
}

/** The column a field or computed column is stored in. */
export function columnOf(kind: AnyContentKind, name: string): string {
  if (kind.computed && name in kind.computed) return name;
  const found = fieldColumns(kind).find((entry) => entry.field === name);
  if (!found) throw new Error(`${kind.table} has no field or computed column ${name}`);
  return found.column;
}

/** A record's fields in answer order, each with the field read when its own value is absent. */
export function recordFields(
  kind: AnyContentKind,
  shape: RecordShape<string>,
): Array<{ field: string; fallback: string | undefined }> {
  const all = fieldColumns(kind).map((entry) => entry.field);
  const omitted = new Set(shape.omit ?? []);
  return (shape.pick ?? all)
    .filter((field) => !omitted.has(field))
    .map((field) => ({ field, fallback: shape.fallback?.[field] }));
}

/**
 * The zod schema of a record of shape `shape` (the kind's `record` when absent), built from
 * the same description as the server's records: `_id`, the shape's fields, an optional field
 * nullable unless it falls back on another field. The site parses the API's answers with it.
 */
export function recordSchema<K extends AnyContentKind, Sh extends RecordShape<string> = NonNullable<K["record"]>>(
  kind: K,
  shape?: Sh,
): z.ZodType<RecordOf<K, Sh>> {
  const fields: Record<string, z.core.SomeType> = { _id: z.string() };
  for (const { field, fallback } of recordFields(kind, shape ?? kind.record ?? {})) {
    const schema: z.core.SomeType = kind.schema.shape[field];
    if (!(schema instanceof z.ZodOptional)) fields[field] = schema;
    else fields[field] = fallback === undefined ? z.nullable(schema.unwrap()) : schema.unwrap();
  }
  // Built field by field, like recordWriter's records; records.test.ts pins RecordOf to what it parses.
  return z.object(fields) as unknown as z.ZodType<RecordOf<K, Sh>>;
}
