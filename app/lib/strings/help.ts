/**
 * Texts of the parent-portal help (/Pphelp) and the ERP software page (/ErpSoftware).
 *
 * Every fixed UI text lives in this folder, one file per area, so a route
 * loads only the texts it shows and an edition in another language is one new
 * folder of this shape. Texts quoted by the spec are kept exactly.
 */
import type { PageText } from "./pages";

/** The pages' names (the title is "<name> | <school>") and meta descriptions. */
export const pphelpPage: PageText = {
  name: "Parent Portal Help",
  description: "How to log in, reset a password and pay fees online.",
};
export const erpSoftwarePage: PageText = {
  name: "ERP Software",
  description: "The school-management software: parent portal and mobile app.",
};

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

export const erpStrings = {
  introSuffix:
    "makes the school-management software this school uses: the parent portal, the communication portal and the mobile app.",
  introGeneric:
    "The school uses school-management software with a parent portal, a communication portal and a mobile app.",
  vendorLink: "Visit the vendor's website",
  enlarge: "show a larger image",
  closeImage: "Close image",
  features: {
    parentPortal: {
      heading: "Parent Portal",
      text: "Parents see their child's attendance, homework, timetable, examination results and fee details, pay fees online and download receipts, from a computer or a phone.",
      alt: "Screenshot of the parent portal",
    },
    communicationPortal: {
      heading: "Communication Portal",
      text: "The school sends circulars, notices, holiday announcements and reminders to parents by SMS, e-mail and app notification, and teachers and parents can exchange messages.",
      alt: "Screenshot of the communication portal",
    },
    mobileApp: {
      heading: "Mobile App",
      text: "Everything in the parent portal on an Android or iOS phone: notices arrive at once, and fees can be paid in a few taps.",
      alt: "Screenshot of the mobile app",
    },
  },
} as const;

/** "The help desk is open from 8:00 AM to 8:00 PM." */
export function helpDeskHoursText(hours: { from: string; to: string }): string {
  return `The help desk is open from ${hours.from} to ${hours.to}.`;
}
