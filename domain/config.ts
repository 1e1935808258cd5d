import path from "node:path";
import { z } from "zod";

/** A school code selects one school's content; it also names folders, so it is kept path-safe. */
export const schoolCodePattern = /^[a-z0-9][a-z0-9-]{0,31}$/;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** A cache's bound in megabytes: a whole number from 1 to 65536 (64 GB). */
function cacheMegabytes(fallback: number) {
  return z.coerce
    .number()
    .int({ message: "expected a whole number of megabytes" })
    .min(1, { message: "expected at least 1 (megabyte)" })
    .max(65_536, { message: "expected at most 65536 (64 GB)" })
    .default(fallback);
}

const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  SCHOOL_CODE: z
    .string()
    .regex(schoolCodePattern, { message: "expected lower-case letters, digits and -, at most 32" })
    .default("demo"),
  TZ_SCHOOL: z
    .string()
    .refine(isTimeZone, { message: "expected an IANA time zone such as Asia/Kolkata" })
    .default("Asia/Kolkata"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: "expected postgres://user:password@host:port/database" })
    .optional(),
  // How many proxies stand in front, each adding one X-Forwarded-For entry (Express's `trust proxy`
  // count). `true` is one: the setting's old meaning, one proxy at the edge (decision 0079).
  TRUST_PROXY: z
    .string()
    .regex(/^(?:true|false|\d{1,2})$/, {
      message: "expected false, true (one proxy) or the number of proxies in front (0 to 99)",
    })
    .default("false")
    .transform((value) => (value === "true" ? 1 : value === "false" ? 0 : Number(value))),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default("School website <no-reply@localhost>"),
  AUTH_SECRET: z.string().min(32, { message: "expected at least 32 characters" }).optional(),
  STORAGE_QUOTA_MB: z.coerce
    .number()
    .int({ message: "expected a whole number of megabytes" })
    .min(1, { message: "expected at least 1 (megabyte)" })
    .max(10_000_000, { message: "expected at most 10000000 (10 TB)" })
    .default(2048),
  // Stored files in an S3-compatible bucket instead of DATA_DIR (decision 0084).
  STORAGE_URL: z
    .string()
    .refine((value) => parseStorageUrl(value) !== undefined, {
      message:
        "expected s3://BUCKET or s3://BUCKET/PREFIX (a bucket name of 3 to 63 lower-case letters, digits, . and -)",
    })
    .optional(),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: "expected http(s)://host[:port], e.g. http://127.0.0.1:9000" })
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, { message: "expected a region name such as us-east-1 or auto" })
    .default("us-east-1"),
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false"], { error: "expected true or false" })
    .default("false")
    .transform((value) => value === "true"),
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // Parents' alerts (decision 0089): the most alert mails one school sends a day, unless the operator gives it its own.
  ALERTS_DAILY_CAP: z.coerce
    .number()
    .int({ message: "expected a whole number of mails" })
    .min(0, { message: "expected 0 or more (mails a day)" })
    .default(20000),
  // The bounds of the in-memory caches (decision 0086): enough for every page and answer of one
  // school's site several times over; a platform of many schools sets more (docs/operations.md).
  PAGE_CACHE_MB: cacheMegabytes(32),
  API_CACHE_MB: cacheMegabytes(16),
  TEST_CLOCK: z
    .enum(["on", "off"])
    .default("off")
    .transform((value) => value === "on"),
});

/** Where the stored files live (content/storage/open-file-store.ts). */
export type StorageSettings =
  | { kind: "disk" }
  | {
      kind: "s3";
      bucket: string;
      /** Put before every key: empty, or `/`-separated segments ending in `/` (`sites/`). */
      prefix: string;
      /** S3_ENDPOINT; undefined for AWS itself. */
      endpoint: string | undefined;
      region: string;
      forcePathStyle: boolean;
      /** AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY; undefined leaves the SDK's own chain (a role, a profile). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

const bucketPattern = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** `s3://BUCKET` or `s3://BUCKET/PREFIX` split, the prefix normalised to end in `/`; undefined when malformed. */
export function parseStorageUrl(value: string): { bucket: string; prefix: string } | undefined {
  const match = /^s3:\/\/([^/]+)(?:\/(.*))?$/.exec(value);
  if (!match || !bucketPattern.test(match[1]) || match[1].includes("..")) return undefined;
  const rest = (match[2] ?? "").replace(/\/$/, "");
  if (rest === "") return { bucket: match[1], prefix: "" };
  const segments = rest.split("/");
  // Plain names only, so that a prefix can never reach above or beside itself.
  if (!segments.every((segment) => /^[A-Za-z0-9._-]+$/.test(segment) && segment !== "." && segment !== ".."))
    return undefined;
  return { bucket: match[1], prefix: `${segments.join("/")}/` };
}

export type Config = {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  /** SQLite's file in DATA_DIR, used when databaseUrl is not set. */
  databaseFile: string;
  /** PostgreSQL's connection string (DATABASE_URL); undefined for the embedded SQLite. */
  databaseUrl: string | undefined;
  filesDir: string;
  cacheDir: string;
  schoolCode: string;
  timeZone: string;
  logLevel: z.infer<typeof configSchema>["LOG_LEVEL"];
  publicUrl: string | undefined;
  /**
   * How many proxies in front are trusted (TRUST_PROXY): the client is the address that many places
   * left of the socket's, in X-Forwarded-For with the socket's appended (server/api/client-address.ts).
   * 0 believes no X-Forwarded-For.
   */
  trustProxy: number;
  /** Where one-time links are mailed through; absent: links are only shown. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Signs session cookies; absent: one is made on first start and kept in DATA_DIR/auth-secret. */
  authSecret: string | undefined;
  /** What each school's uploads may take in DATA_DIR/files, in bytes (STORAGE_QUOTA_MB). */
  storageQuotaBytes: number;
  /** What the rendered pages kept in memory may take, in bytes (PAGE_CACHE_MB; server/page-cache.ts). */
  pageCacheBytes: number;
  /** What the API answers kept in memory may take, in bytes (API_CACHE_MB; server/api-cache.ts). */
  apiCacheBytes: number;
  /** Browser tests only: POST /api/test/clock moves the server's clock (server/clock.ts). */
  testClock: boolean;
  /** Where the stored files live: DATA_DIR, or the S3 bucket STORAGE_URL names (decision 0084). */
  storage: StorageSettings;
  /** The most alert mails a school sends a day (ALERTS_DAILY_CAP), unless the operator set its own. */
  alertsDailyCap: number;
};

export class ConfigError extends Error {}

/**
 * Reads the settings once. The only place that looks at the environment:
 * everything else receives a Config.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const relevant = Object.fromEntries(
    Object.keys(configSchema.shape).map((key) => [key, env[key] === "" ? undefined : env[key]]),
  );
  const parsed = configSchema.safeParse(relevant);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0] ?? "setting");
    throw new ConfigError(`Invalid setting ${name}=${JSON.stringify(relevant[name] ?? "")}: ${issue.message}`);
  }
  const values = parsed.data;
  if ((values.AWS_ACCESS_KEY_ID === undefined) !== (values.AWS_SECRET_ACCESS_KEY === undefined)) {
    const missing = values.AWS_ACCESS_KEY_ID === undefined ? "AWS_ACCESS_KEY_ID" : "AWS_SECRET_ACCESS_KEY";
    throw new ConfigError(
      `Invalid setting ${missing}="": expected both AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or neither`,
    );
  }
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    nodeEnv: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseFile: path.join(dataDir, "school.db"),
    databaseUrl: values.DATABASE_URL,
    filesDir: path.join(dataDir, "files"),
    cacheDir: path.join(dataDir, "cache"),
    schoolCode: values.SCHOOL_CODE,
    timeZone: values.TZ_SCHOOL,
    logLevel: values.LOG_LEVEL,
    publicUrl: values.PUBLIC_URL,
    trustProxy: values.TRUST_PROXY,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    authSecret: values.AUTH_SECRET,
    storageQuotaBytes: values.STORAGE_QUOTA_MB * 1024 * 1024,
    pageCacheBytes: values.PAGE_CACHE_MB * 1024 * 1024,
    apiCacheBytes: values.API_CACHE_MB * 1024 * 1024,
    testClock: values.TEST_CLOCK,
    alertsDailyCap: values.ALERTS_DAILY_CAP,
    storage: storageSettings(values),
  };
}

function storageSettings(values: z.infer<typeof configSchema>): StorageSettings {
  const location = values.STORAGE_URL === undefined ? undefined : parseStorageUrl(values.STORAGE_URL);
  if (!location) return { kind: "disk" };
  return {
    kind: "s3",
    ...location,
    endpoint: values.S3_ENDPOINT,
    region: values.S3_REGION,
    forcePathStyle: values.S3_FORCE_PATH_STYLE,
    credentials:
      values.AWS_ACCESS_KEY_ID !== undefined && values.AWS_SECRET_ACCESS_KEY !== undefined
        ? { accessKeyId: values.AWS_ACCESS_KEY_ID, secretAccessKey: values.AWS_SECRET_ACCESS_KEY }
        : undefined,
  };
}

/** The settings, or null after printing the one-line message of a bad one (the command-line tools). */
export function configOrNull(io: {
  env: Record<string, string | undefined>;
  err: (line: string) => void;
}): Config | null {
  try {
    return loadConfig(io.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.err(error.message);
    return null;
  }
}
