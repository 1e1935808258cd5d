/**
 * Long beats clever: ten characters of anything (NIST SP 800-63B), and no more than a sentence.
 * Plain numbers, no zod: the set-password page shows them, and its JavaScript stays small.
 */
export const minPasswordLength = 10;
export const maxPasswordLength = 128;
