import { recordActivity } from "#database/queries/activity";
import { listBirthdays, mergeBirthdays, replaceBirthdays } from "#database/queries/birthdays";
import { type ChildRecordSummary, listWithoutConsent, setConsent } from "#database/queries/consent";
import { parseBirthdayCsv } from "#domain/birthday-csv";
import { importPlans } from "#domain/birthday-import";
import { type ConsentState, consentLabel } from "#domain/consent";
import {
  type BirthdayAdmin,
  type BirthdayPreview,
  birthdayImportSchema,
  childKindNames,
  consentChangeSchema,
  csvInputSchema,
} from "#domain/records-admin";
import { actorOf, allow, type SchoolContext } from "./staff-deps";
import { invalidInput, notFound, StaffError } from "./staff-error";

/**
 * Issue 14's records screens' operations: birthdays from an ERP's CSV (a preview of every row and
 * of what each way of importing would do, then the import; issue 23, decision 0067), and children's
 * consent (the records that lack it, one record's change, on the site at once). The CSV travels as
 * text both times, so nothing is kept between the two.
 */

export async function birthdays(context: SchoolContext): Promise<BirthdayAdmin[]> {
  allow(context.role, "admin.enter");
  const items = await listBirthdays(context.deps.db, context.school);
  return items.map(({ _id, name, class: klass, date, attachments, consent }) => ({
    _id,
    name,
    class: klass,
    date,
    photo: attachments.length > 0,
    consent: consent ?? null,
  }));
}

/** `{csv}`: every row as read, and what each way of importing would do to the stored list. */
export async function previewBirthdays(context: SchoolContext, input: unknown): Promise<BirthdayPreview> {
  allow(context.role, "content.publish");
  const parsed = csvInputSchema.safeParse(input);
  if (!parsed.success) throw invalidInput(parsed.error);
  const result = parseBirthdayCsv(parsed.data.csv);
  if (!result.ok) return result;
  const lines = result.lines.map((entry) =>
    entry.ok
      ? { line: entry.line, cells: entry.cells, ok: true, birthday: entry.birthday }
      : { line: entry.line, cells: entry.cells, ok: false, reason: entry.reason },
  );
  const plans = importPlans(await listBirthdays(context.deps.db, context.school), result.birthdays);
  return { ok: true, lines, count: result.birthdays.length, problems: result.problems, plans };
}

const refused = (message: string) => new StaffError(400, "invalid", message, {});

/** `{csv, mode}`: the import, adding and updating unless `mode` is "replace". */
export async function importBirthdays(context: SchoolContext, input: unknown) {
  allow(context.role, "content.publish");
  const parsed = birthdayImportSchema.safeParse(input);
  if (!parsed.success) throw invalidInput(parsed.error);
  const result = parseBirthdayCsv(parsed.data.csv);
  if (!result.ok) throw refused(`Line ${result.line}: ${result.reason}`);
  if (result.birthdays.length === 0) throw refused("No row of the file can be imported.");
  const { db } = context.deps;
  const skipped = result.problems > 0 ? `, ${result.problems} bad rows left out` : "";
  const log = (action: string) =>
    recordActivity(db, context.school, { ...actorOf(context), kind: "birthdays", target: null, action });
  if (parsed.data.mode === "replace") {
    const saved = await replaceBirthdays(db, context.school, result.birthdays);
    await log(
      `imported from CSV, replacing the list: ${saved.kept} kept, ${saved.added} added, ${saved.removed} removed${skipped}`,
    );
    return { mode: "replace" as const, ...saved };
  }
  const saved = await mergeBirthdays(db, context.school, result.birthdays);
  await log(`imported from CSV: ${saved.added} added, ${saved.updated} updated, none removed${skipped}`);
  return { mode: "merge" as const, ...saved };
}

export async function withoutConsent(context: SchoolContext): Promise<ChildRecordSummary[]> {
  allow(context.role, "admin.enter");
  return listWithoutConsent(context.deps.db, context.school);
}

const kindLabels = { toppers: "topper", birthdays: "birthday", photos: "photo" } as const;

/** `{consent}` for one record naming a child: on the public site at once, and in the log. */
export async function changeConsent(
  context: SchoolContext,
  kindName: string,
  id: string,
  input: unknown,
): Promise<{ consent: ConsentState | null }> {
  allow(context.role, "content.publish");
  const kind = childKindNames.find((name) => name === kindName);
  if (!kind) throw notFound("No such kind of record.");
  const parsed = consentChangeSchema.safeParse(input);
  if (!parsed.success) throw invalidInput(parsed.error);
  const { db } = context.deps;
  const changed = await setConsent(db, context.school, kind, id, parsed.data.consent);
  if (!changed) throw notFound("That record is not in this school.");
  await recordActivity(db, context.school, {
    ...actorOf(context),
    kind: "consent",
    target: `${changed.name} (${kindLabels[kind]})`,
    action: `set to: ${consentLabel(parsed.data.consent)}`,
  });
  return { consent: parsed.data.consent };
}
