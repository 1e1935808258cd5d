import { data, Form, Link, useNavigation } from "react-router";
import { ImportChoice } from "#app/admin/components/birthday-import-choice.tsx";
import { ConsentControl } from "#app/admin/components/consent-control.tsx";
import { FormMessage } from "#app/admin/components/field.tsx";
import { consentAction, type RecordsActionResult } from "#app/admin/lib/consent-action.server.ts";
import { getBirthdays, importBirthdays, previewBirthdays } from "#app/admin/lib/records.server.ts";
import { count, importNotice, monthChoices, monthDayLabel } from "#app/admin/lib/records-format.ts";
import { schoolPage } from "#app/admin/lib/school-scope.server.ts";
import type { BirthdayPreview } from "#domain/records-admin";
import { can } from "#domain/roles";
import { schoolToday } from "#domain/school-date";
import "#app/admin/records.css";
import type { Route } from "./+types/records-birthdays";

export function meta() {
  return [{ title: "Birthdays · School admin" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { caller, school, timeZone } = await schoolPage(request, context, "admin.enter");
  const asked = new URL(request.url).searchParams.get("month") ?? "";
  // The school's current month unless another is asked for: a year's list is too long for one page.
  const month = monthChoices.some((choice) => choice.value === asked)
    ? asked
    : String(schoolToday(timeZone).month).padStart(2, "0");
  const all = await getBirthdays(caller);
  return {
    month,
    total: all.length,
    birthdays: all.filter((entry) => entry.date.startsWith(`${month}-`)),
    canImport: can(school.role, "content.publish"),
  };
}

type ActionResult = RecordsActionResult & { preview?: Extract<BirthdayPreview, { ok: true }>; csv?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const { caller } = await schoolPage(request, context, "content.publish");
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const answer = (result: ActionResult, status = 200) => data(result, { status });

  if (intent === "consent") return answer(await consentAction(caller, form));
  if (intent === "preview") {
    const upload = form.get("csv");
    if (!(upload instanceof File) || upload.size === 0) {
      return answer(
        { intent, message: "Some fields need attention.", fields: { csv: "Choose the ERP's CSV file." } },
        400,
      );
    }
    const csv = await upload.text();
    const result = await previewBirthdays(caller, csv);
    if (!result.ok)
      return answer(
        {
          intent,
          message: result.refusal.message,
          fields: { csv: result.refusal.fields.csv ?? result.refusal.message },
        },
        400,
      );
    if (!result.value.ok) {
      const message = `Line ${result.value.line}: ${result.value.reason}`;
      return answer({ intent, message: "The file cannot be read.", fields: { csv: message } }, 400);
    }
    return answer({ intent, preview: result.value, csv });
  }
  if (intent === "import") {
    const mode = String(form.get("mode") ?? "merge");
    const result = await importBirthdays(caller, String(form.get("csv") ?? ""), mode);
    if (!result.ok) return answer({ intent, message: result.refusal.message }, 400);
    return answer({ intent, notice: importNotice(result.value) });
  }
  return answer({ intent, message: "That form is not one this page knows." }, 400);
}

export default function Birthdays({ loaderData, actionData }: Route.ComponentProps) {
  const { month, total, birthdays, canImport } = loaderData;
  const busy = useNavigation().state === "submitting";
  const preview = actionData?.preview;
  const csvError = actionData?.fields?.csv;
  return (
    <>
      <p>
        <Link to="/admin/records">Records</Link>
      </p>
      <h1>Birthdays</h1>
      <FormMessage message={actionData?.message} />
      <FormMessage message={actionData?.notice} kind="success" />

      {canImport && !preview && (
        <section aria-labelledby="import-heading">
          <h2 id="import-heading">Import from the ERP</h2>
          <p>
            A CSV file with three columns: name, class and date of birth (like 12-01-2015). Only the day and month are
            kept. Students in the file are added, or their birthday corrected when they are listed already (same name
            and class); nobody else is touched. You see every row, and what the import will do, before anything is
            saved.
          </p>
          <Form method="post" encType="multipart/form-data" className="admin-form" noValidate>
            <input type="hidden" name="intent" value="preview" />
            <div className="admin-field">
              <label htmlFor="field-csv">CSV file</label>
              <input
                id="field-csv"
                name="csv"
                type="file"
                accept=".csv,text/csv"
                required
                aria-invalid={csvError ? true : undefined}
                aria-describedby={csvError ? "field-csv-error" : undefined}
              />
              {csvError && (
                <p className="admin-error" id="field-csv-error">
                  {csvError}
                </p>
              )}
            </div>
            <button type="submit" className="admin-button" disabled={busy}>
              Preview
            </button>
          </Form>
        </section>
      )}

      {preview && actionData?.csv !== undefined && (
        <section aria-labelledby="preview-heading">
          <h2 id="preview-heading">Preview</h2>
          <p role="status">
            {count(preview.count, "row")} ready to import
            {preview.problems > 0 && <>, {count(preview.problems, "row")} with problems, which will be left out</>}.
            Nothing is saved yet.
          </p>
          <table className="admin-table">
            <caption className="visually-hidden">Every row of the file</caption>
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">Name</th>
                <th scope="col">Class</th>
                <th scope="col">Birthday</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {preview.lines.map((entry) => (
                <tr key={entry.line} className={entry.ok ? undefined : "admin-row-bad"}>
                  <td data-label="Line">
                    <span>{entry.line}</span>
                  </td>
                  <td data-label="Name">
                    <span>{entry.birthday?.name ?? entry.cells[0] ?? ""}</span>
                  </td>
                  <td data-label="Class">
                    <span>{entry.birthday?.class ?? entry.cells[1] ?? ""}</span>
                  </td>
                  <td data-label="Birthday">
                    <span>{entry.birthday ? monthDayLabel(entry.birthday.date) : (entry.cells[2] ?? "")}</span>
                  </td>
                  <td data-label="Status">
                    <span>{entry.ok ? "Ready" : `Problem: ${entry.reason}`}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Form method="post" className="admin-form">
            <input type="hidden" name="intent" value="import" />
            <input type="hidden" name="csv" value={actionData.csv} />
            <ImportChoice plans={preview.plans} />
            <div className="admin-records-actions">
              <button type="submit" className="admin-button" disabled={busy || preview.count === 0}>
                Import {count(preview.count, "row")}
              </button>
              <Link to="/admin/records/birthdays">Cancel</Link>
            </div>
          </Form>
        </section>
      )}

      <h2 id="list-heading">The school's birthdays</h2>
      <p>{count(total, "birthday")} in all.</p>
      <Form method="get" className="admin-filters">
        <div className="admin-field">
          <label htmlFor="filter-month">Month</label>
          <select id="filter-month" name="month" defaultValue={month}>
            {monthChoices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="admin-button admin-button-small">
          Show
        </button>
      </Form>
      {birthdays.length === 0 ? (
        <p role="status">No birthdays in this month.</p>
      ) : (
        <table className="admin-table" aria-labelledby="list-heading">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Class</th>
              <th scope="col">Birthday</th>
              <th scope="col">Photo</th>
              <th scope="col">Consent</th>
            </tr>
          </thead>
          <tbody>
            {birthdays.map((entry) => (
              <tr key={entry._id}>
                <td data-label="Name">
                  <span>{entry.name}</span>
                </td>
                <td data-label="Class">
                  <span>{entry.class}</span>
                </td>
                <td data-label="Birthday">
                  <span>{monthDayLabel(entry.date)}</span>
                </td>
                <td data-label="Photo">
                  <span>{entry.photo ? "Yes" : "No"}</span>
                </td>
                <td data-label="Consent">
                  <ConsentControl
                    kind="birthdays"
                    id={entry._id}
                    name={entry.name}
                    consent={entry.consent}
                    canChange={canImport}
                    busy={busy}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
