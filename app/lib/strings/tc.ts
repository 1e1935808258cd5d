/**
 * Texts of the transfer-certificate page (/Tc). The error messages are the spec's, exactly.
 *
 * Every fixed UI text lives in this folder, one file per area, so a route
 * loads only the texts it shows and an edition in another language is one new
 * folder of this shape. Texts quoted by the spec are kept exactly.
 */
import type { PageText } from "./pages";

/** The page's name (the title is "<name> | <school>") and meta description. */
export const tcPage: PageText = {
  name: "Transfer Certificate",
  description: "Request and download a transfer certificate.",
};

export const tcStrings = {
  intro:
    "Enter the admission number and the student's full name exactly as in the school's records. The certificate is then downloaded to your device.",
  formHeading: "Find your transfer certificate",
  admissionLabel: "Admission No.",
  nameLabel: "Student Full Name",
  submit: "View Details",
  submitting: "Please wait…",
  sampleHeading: "Sample certificate",
  sampleTitle: "Sample transfer certificate (PDF)",
  sampleOpen: "Open the sample certificate",
  sampleUnavailable: "A sample certificate has not been published yet.",
  errors: {
    emptyFields: "Please fill in all fields",
    noData: "Invalid response from the server.",
    unsupportedType: "Unsupported file type received",
    generic: "Failed to process your request. Please try again later.",
    tooManyAttemptsLater: "Too many attempts. Please try again later.",
  },
} as const;

/** 'Failed to fetch the file. Status: 404', the spec's text for a certificate file that could not be fetched. */
export function fileFetchFailedMessage(status: number): string {
  return `Failed to fetch the file. Status: ${status}`;
}

/** "Too many attempts. Please try again in 15 minutes." */
export function tooManyAttemptsMessage(minutes: number): string {
  return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

/** Said once the certificate has been handed to the browser as a download. */
export function certificateSavedMessage(fileName: string): string {
  return `The certificate has been downloaded as ${fileName}.`;
}
