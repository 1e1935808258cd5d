import { count } from "#app/admin/lib/records-format.ts";
import type { ImportPlans } from "#domain/birthday-import";

/**
 * The two ways to import birthdays, each with what it would do (issue 23): adding and updating
 * is the default; replacing the whole list says beforehand how many entries go, class by class.
 */
export function ImportChoice({ plans }: { plans: ImportPlans }) {
  const { merge, replace } = plans;
  const removed =
    replace.removed === 0
      ? "Nobody is removed"
      : `Removes ${count(replace.removed, "birthday")} not in the file (${replace.removedByClass
          .map((entry) => `class ${entry.class}: ${entry.count}`)
          .join(", ")})`;
  return (
    <fieldset className="admin-roles">
      <legend>How to import</legend>
      <div className="admin-radio">
        <input type="radio" id="mode-merge" name="mode" value="merge" defaultChecked />
        <label htmlFor="mode-merge">
          <strong>Add and update</strong>
          <span className="admin-hint">
            {count(merge.added, "student")} added, {count(merge.updated, "birthday")} corrected
            {merge.unchanged > 0 && `, ${merge.unchanged} already listed as in the file`}. Nobody is removed.
          </span>
        </label>
      </div>
      <div className="admin-radio">
        <input type="radio" id="mode-replace" name="mode" value="replace" />
        <label htmlFor="mode-replace">
          <strong>Replace the whole list</strong>
          <span className="admin-hint">
            {removed}; {replace.kept} kept, {replace.added} added.
          </span>
        </label>
      </div>
    </fieldset>
  );
}
