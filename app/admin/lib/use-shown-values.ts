import { type RefObject, useRef, useState } from "react";
import { useLocation, useNavigation } from "react-router";
import { fieldValues, serialise } from "#app/admin/lib/use-autosave.ts";

/** What the edit form sent; nothing for another form's button (Unpublish, Move to trash). */
function submittedValues(data: FormData, names: readonly string[]): string | undefined {
  const values = fieldValues(data, names);
  return Object.keys(values).length > 0 ? JSON.stringify(values) : undefined;
}

/**
 * The values the edit form is drawn with, and the key that draws it anew. The form shows the values
 * of this visit: an autosave revalidates the page's data while the person types, and feeding those
 * back would reset the editor under their fingers. A navigation (a button's answer, a restored
 * revision) brings the server's values in, except:
 * - a "New" form whose first autosave made the item moves to its address as it is (`keepForm`);
 * - a form typed into after its button was pressed keeps what was typed. React Router shows the
 *   action's answer while the page's data is still loading, so someone who starts typing at the
 *   "Published." notice would otherwise lose those words when the data arrives.
 */
export function useShownValues(
  form: RefObject<HTMLFormElement | null>,
  saved: Record<string, unknown>,
  fields: readonly string[],
) {
  const location = useLocation();
  const navigation = useNavigation();
  const submitted = useRef<string | undefined>(undefined);
  if (navigation.state === "submitting" && navigation.formData) {
    submitted.current = submittedValues(navigation.formData, fields);
  }
  const [shown, setShown] = useState({ key: location.key, form: location.key, values: saved });
  if (shown.key !== location.key) {
    const sent = submitted.current;
    submitted.current = undefined;
    const typedSince =
      sent !== undefined && form.current !== null && JSON.stringify(serialise(form.current, fields)) !== sent;
    const keep = typedSince || (location.state as { keepForm?: boolean } | null)?.keepForm === true;
    setShown(keep ? { ...shown, key: location.key } : { key: location.key, form: location.key, values: saved });
  }
  return shown;
}
