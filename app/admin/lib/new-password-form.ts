import { setPasswordSchema } from "#domain/admin-records";
import { fieldErrorsOf } from "#domain/form-errors";

/** A link's token and a new password twice, from a posted form: the values, or each field's error. */
export function readNewPasswordForm(
  form: FormData,
):
  | { ok: true; value: { token: string; password: string; confirm: string } }
  | { ok: false; fields: Record<string, string> } {
  const parsed = setPasswordSchema.safeParse({
    token: form.get("token") ?? "",
    password: form.get("password") ?? "",
    confirm: form.get("confirm") ?? "",
  });
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, fields: fieldErrorsOf(parsed.error) };
}
