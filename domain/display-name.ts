import { z } from "zod";

/** The longest name kept: a full name with titles fits, and it still fits a phone's line or two. */
export const displayNameMax = 80;

/**
 * A person's name as the admin area shows it (issue 23): the dashboard's greeting, the people list,
 * the activity log. Any script: "मीना अय्यर" as well as "Mrs. Meena Iyer". Trimmed, composed (NFC,
 * so the same name typed on two keyboards is the same text), one line, 1 to 80 characters.
 */
export const displayNameSchema = z
  .string({ message: "Enter a name." })
  .trim()
  .normalize("NFC")
  .min(1, { message: "Enter a name." })
  .max(displayNameMax, { message: `Keep the name to ${displayNameMax} characters or fewer.` })
  .refine((name) => !/\p{Cc}/u.test(name), { message: "Write the name on one line." });

/** The name a person without one is shown by: the start of their e-mail address (accounts made before names). */
export function fallbackName(email: string): string {
  return email.split("@")[0] ?? email;
}
