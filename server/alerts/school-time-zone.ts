import type { Config } from "#domain/config";

/**
 * The time zone of a school's 17:00 digest. One function on purpose: today every school has the
 * process's TZ_SCHOOL; when schools get their own zone, this is the one place that reads it.
 */
export function schoolTimeZone(config: Pick<Config, "timeZone">, _schoolCode: string): string {
  return config.timeZone;
}
