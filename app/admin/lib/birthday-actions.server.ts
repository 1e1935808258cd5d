import type { z } from "zod";
import type { BirthdayPreview } from "#domain/records-admin";
import type { birthdaysForm } from "./admin-forms";
import { consentAction, type RecordsActionResult, recordsAnswer } from "./consent-action.server";
import { importBirthdays, previewBirthdays } from "./records.server";
import { importNotice } from "./records-format";
import type { Caller } from "./school-scope.server";

export type BirthdaysResult = RecordsActionResult & { preview?: Extract<BirthdayPreview, { ok: true }>; csv?: string };
type Posted<I> = Extract<z.output<typeof birthdaysForm>, { intent: I }>;

/** The ERP's file read and checked, row by row; a file that cannot be read says so beside its field. */
export async function previewBirthdayFile(
  caller: Caller,
  { csv: upload }: Posted<"preview">,
): Promise<BirthdaysResult> {
  const intent = "preview";
  if (!upload || upload.size === 0) {
    return { intent, message: "Some fields need attention.", fields: { csv: "Choose the ERP's CSV file." } };
  }
  const csv = await upload.text();
  const result = await previewBirthdays(caller, csv);
  if (!result.ok) {
    return {
      intent,
      message: result.refusal.message,
      fields: { csv: result.refusal.fields.csv ?? result.refusal.message },
    };
  }
  if (!result.value.ok) {
    const message = `Line ${result.value.line}: ${result.value.reason}`;
    return { intent, message: "The file cannot be read.", fields: { csv: message } };
  }
  return { intent, preview: result.value, csv };
}

/** The previewed file imported, the way chosen. */
export async function importBirthdayFile(caller: Caller, { csv, mode }: Posted<"import">): Promise<BirthdaysResult> {
  const result = await importBirthdays(caller, csv, mode);
  if (!result.ok) return { intent: "import", message: result.refusal.message };
  return { intent: "import", notice: importNotice(result.value) };
}

/** The birthdays page's forms: consent, a file previewed, then imported. */
export function birthdayActions(caller: Caller) {
  return {
    consent: async (values: Posted<"consent">) => recordsAnswer<BirthdaysResult>(await consentAction(caller, values)),
    preview: async (values: Posted<"preview">) => recordsAnswer(await previewBirthdayFile(caller, values)),
    import: async (values: Posted<"import">) => recordsAnswer(await importBirthdayFile(caller, values)),
  };
}
