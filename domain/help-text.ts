/**
 * The parent-portal help page's text (spec 2.8): shown by /Pphelp (app/components/portal-help.tsx)
 * and indexed by site search (database/queries/search-documents.ts), which is why it lives
 * here, where both layers can read it, rather than among the site's strings.
 */
export const pphelpTitle = "Parent Portal Help";

export const pphelpStrings = {
  intro:
    "Parents use the school's online portal and its mobile app to see their child's details and to pay fees. These are the steps.",
  openPortal: "Open the parent portal",
  login: {
    heading: "Log in",
    steps: [
      "Open the parent portal.",
      "Choose the Parent icon.",
      "Enter your user id, your password and the captcha shown on the screen.",
      "Press Sign In.",
    ],
  },
  resetPassword: {
    heading: "Reset your password",
    steps: [
      "On the login page, choose Forgot password.",
      "Enter your registered mobile number.",
      "Press Reset.",
      "Your user id and new password arrive by SMS.",
    ],
  },
  payment: {
    heading: "Pay fees online",
    steps: [
      "Log in to the parent portal.",
      "Open the Online Payment menu.",
      "Select the installment you want to pay.",
      "Press Proceed.",
      "Go to the payment gateway.",
      "Pay by credit card, debit card or net banking.",
      "You receive a receipt on the screen and an SMS.",
    ],
    ifNotShownHeading: "If something goes wrong",
    ifNotShown: "If the result of the payment is not shown, check My Payment under the Finance menu.",
    ifNoReceipt: "If your account was debited but you did not receive a receipt, please contact the school office.",
  },
  app: {
    heading: "Use the mobile app",
    search: "Search for the school's app in the App Store or on Google Play, and install it.",
    open: "Open the app.",
    verifyPrefix: "Enter the school portal address,",
    verifySuffix: ", to verify the school.",
    verifyGeneric: "Enter the school portal address to verify the school.",
    signIn: "Enter your user id and password.",
  },
  helpDesk: {
    heading: "Help desk",
    email: "Help desk e-mail:",
  },
} as const;

/** The page's words for the search index, in reading order. */
export function pphelpSearchText(): string {
  const h = pphelpStrings;
  return [
    h.intro,
    h.login.heading,
    ...h.login.steps,
    h.resetPassword.heading,
    ...h.resetPassword.steps,
    h.payment.heading,
    ...h.payment.steps,
    h.payment.ifNotShownHeading,
    h.payment.ifNotShown,
    h.payment.ifNoReceipt,
    h.app.heading,
    h.app.search,
    h.app.open,
    h.app.verifyGeneric,
    h.app.signIn,
    h.helpDesk.heading,
  ].join(" ");
}
