import { z } from "zod";
import { setPasswordSchema } from "#domain/admin-records";
import { type FormRead, readForm } from "./read-form";

/** An absent field reads as empty, so that each says its own fault ("Use at least …"). */
const newPasswordForm = z.preprocess(
  (posted) => ({ token: "", password: "", confirm: "", ...(posted as object) }),
  setPasswordSchema,
);

/** A link's token and a new password twice, from a posted form: the values, or each field's error. */
export function readNewPasswordForm(form: FormData): FormRead<{ token: string; password: string; confirm: string }> {
  return readForm(form, newPasswordForm);
}
