import { z } from "zod";

/** Long beats clever: ten characters of anything (NIST SP 800-63B), and no more than a sentence. */
export const minPasswordLength = 10;
export const maxPasswordLength = 128;

export const minPasswordLengthRule = z
  .string()
  .min(minPasswordLength, { message: `Use at least ${minPasswordLength} characters.` })
  .max(maxPasswordLength, { message: `Use at most ${maxPasswordLength} characters.` });
