import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * An autosave (app/admin/lib/use-autosave.ts) changes nothing the page shows but its own line:
 * the pages above it are not read again, so an ended session cannot send the person to sign in
 * (and away from what they typed) in the middle of their work.
 */
export function skipAfterAutosave({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (formData?.get("intent") === "autosave") return false;
  return defaultShouldRevalidate;
}
