import { photoInputs } from "#app/admin/lib/direct-form.ts";
import type { EditableField } from "#domain/editing/editable-fields";

/** The stored paths a photo field holds: a list as stored, or the JSON its form sent back. */
function pathsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== "string" || value === "") return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

/**
 * One photo (a topper's portrait), chosen with a plain file input so the form works without
 * JavaScript: the page's action sends the file through the photo upload route, where it is
 * turned upright and stripped of its location (decision 0080), before it saves. The stored
 * photo stays unless another is chosen or "Take the photo out" is ticked.
 */
export function PhotoField({ field, value, error }: { field: EditableField; value: unknown; error?: string }) {
  const [current] = pathsOf(value);
  const inputs = photoInputs(field.name);
  const id = `field-${field.name}`;
  const described = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <fieldset className="admin-field admin-files">
      <legend>{field.label}</legend>
      <input type="hidden" name={field.name} value={JSON.stringify(current ? [current] : [])} />
      {current ? (
        <figure className="admin-current-photo">
          <img src={`/api/image/${current}?w=160`} alt="" width={80} />
          <figcaption>The current photo</figcaption>
        </figure>
      ) : (
        <p>No photo yet.</p>
      )}
      <label htmlFor={id}>{current ? "New photo" : "Photo"}</label>
      <p className="admin-hint" id={`${id}-hint`}>
        {current ? "Leave it empty to keep the current photo. " : ""}
        {field.hint ? `${field.hint} ` : ""}JPEG, PNG or WebP, up to 25 MB.
      </p>
      <input
        id={id}
        type="file"
        name={inputs.upload}
        accept="image/jpeg,image/png,image/webp"
        aria-describedby={described}
        aria-invalid={error ? true : undefined}
      />
      {current && (
        <p>
          <label>
            <input type="checkbox" name={inputs.remove} value="yes" /> Take the photo out
          </label>
        </p>
      )}
      {error && (
        <p className="admin-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
