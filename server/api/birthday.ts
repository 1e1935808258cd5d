import { monthDayOf, schoolToday } from "../../domain/school-date";
import type { ApiApp, ApiDeps } from "./deps";
import { listHandler } from "./list-route";
import { toRecord } from "./records";

/** Only today's birthdays, where "today" is the school's calendar day. */
export function registerBirthdays(api: ApiApp, { db, config }: ApiDeps, now: () => Date = () => new Date()): void {
  api.get(
    "/birthdays/:school",
    listHandler(db, "birthdays", toRecord.birthdays, () => [
      { column: "month_day", value: monthDayOf(schoolToday(config.timeZone, now())) },
    ]),
  );
}
