import { placeOf } from "#app/admin/components/publish-problems.tsx";
import type { EditRefusal } from "#app/admin/lib/content-edits.server.ts";
import type { EditableKind } from "#domain/editing/editable-kinds";

/**
 * Why an action was refused, at the top of the form: the message, then each field and check at
 * fault as a link to its field, where the same words stand beside it. Focused when it appears,
 * so a keyboard or screen-reader user starts from the list.
 */
export function EditSummary({ kind, refusal }: { kind: EditableKind; refusal: EditRefusal }) {
  const label = (field: string) => kind.fields.find((entry) => entry.name === field)?.label ?? field;
  const fields = Object.entries(refusal.fields);
  return (
    <div className="admin-alert admin-summary" role="alert" tabIndex={-1} ref={(element) => element?.focus()}>
      <p>{refusal.message}</p>
      {refusal.signedOut && (
        <p>
          <a href="/admin/sign-in" target="_blank" rel="noopener">
            Sign in (opens a new tab)
          </a>
        </p>
      )}
      {(fields.length > 0 || refusal.problems.length > 0) && (
        <ul>
          {fields.map(([field, message]) => (
            <li key={field}>
              <a href={`#field-${field}`}>{label(field)}</a>: {message}
            </li>
          ))}
          {refusal.problems.map((problem, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two problems may share code and place.
            <li key={`${problem.code}-${index}`}>
              <a href={`#field-${problem.field}`}>{label(problem.field)}</a>
              {problem.locator.kind === "node" && <>, {placeOf(problem)}</>}
              {problem.severity === "warning" ? " (warning)" : ""}: {problem.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
