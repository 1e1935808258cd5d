/** What the sign-in page says after a step that led there (its `done` parameter). */
export const signInDoneNotices: Record<string, string> = {
  password: "Your password is set. Sign in with it.",
  "signed-out": "You are signed out.",
  // The same words whether or not the address had an account (decision 0077).
  invitation:
    "Now sign in. If the address was new here, use the password you just chose; if it already had an account, use that account's password and accept the invitation on your dashboard.",
};
