/**
 * Texts of the parent-portal help (/Pphelp) and the ERP software page (/ErpSoftware). The help
 * steps themselves are in domain/help-text.ts, since site search indexes them too.
 *
 * Every fixed UI text lives in this folder, one file per area, so a route
 * loads only the texts it shows and an edition in another language is one new
 * folder of this shape. Texts quoted by the spec are kept exactly.
 */
import { pphelpTitle } from "#domain/help-text";
import type { PageText } from "./pages";

/** The pages' names (the title is "<name> | <school>") and meta descriptions. */
export const pphelpPage: PageText = {
  name: pphelpTitle,
  description: "How to log in, reset a password and pay fees online.",
};
export const erpSoftwarePage: PageText = {
  name: "ERP Software",
  description: "The school-management software: parent portal and mobile app.",
};

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
