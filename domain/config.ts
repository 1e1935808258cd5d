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
  // The bounds of the in-memory caches (decision 0086): enough for every page and answer of one
  // school's site several times over; a platform of many schools sets more (docs/operations.md).
  PAGE_CACHE_MB: cacheMegabytes(32),
  API_CACHE_MB: cacheMegabytes(16),
  TEST_CLOCK: z
    .enum(["on", "off"])
    .default("off")
    .transform((value) => value === "on"),
});

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
  };
}
