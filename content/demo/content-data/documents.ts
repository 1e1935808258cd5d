/** The documents the profile links to: admission guidelines, the session calendar and a sample certificate. */
import type { Registry } from "./registry";

export function buildDocuments(files: Registry) {
  const admissionGuidelines = files.pdf(
    "docs/admission-guidelines-2027-28.pdf",
    "Admission Guidelines - Session 2027-28",
    [
      "Admissions are open for Playgroup, LKG, UKG and Classes I to IX (and Class XI, subject to seats). The session begins in the first week of April 2027.",
      "# Age criteria",
      "| Class | Age on 31 March 2027",
      "| Playgroup | 2.5 to 3.5 years",
      "| LKG | 3.5 to 4 years",
      "| UKG | 4 to 5 years",
      "| Class I | 5 to 6 years",
      "# Procedure",
      "- Register online at the admissions portal or collect the form from the school office (9:00 AM to 1:00 PM).",
      "- An interaction/assessment is held for UKG to Class IX in English, Hindi and Mathematics.",
      "- The list of selected candidates is displayed on the notice board and the website.",
      "- An incomplete form is rejected.",
      "# Documents to attach",
      "- Copy of the birth certificate issued by the municipal authority.",
      "- Three recent passport-size photographs of the student and one of a parent.",
      "- Report card of the previous class and transfer certificate (Class II onwards).",
      "- Proof of residence and Aadhaar card of the student.",
      "",
      "Fees are payable quarterly. For the fee structure please see the Fee Structure page of the website.",
    ],
  );
  const sessionCalendar = files.pdf("docs/session-calendar-2024-25.pdf", "Session Calendar 2024-25", [
    "| Month | Main events",
    "| April 2024 | Session begins (1 April); Orientation for parents",
    "| May 2024 | Summer vacation from 20 May",
    "| July 2024 | School reopens (1 July); Van Mahotsav; Q2 fee (1-15 July)",
    "| August 2024 | Independence Day; Investiture Ceremony",
    "| September 2024 | Teachers' Day; Hindi Pakhwada; Half-yearly examinations",
    "| October 2024 | Gandhi Jayanti; Q3 fee (1-15 October); Diwali break",
    "| November 2024 | Children's Day; Annual Day",
    "| December 2024 | Annual Sports Meet; Winter break from 25 December",
    "| January 2025 | Republic Day; Q4 fee (1-25 January); Pre-board examinations",
    "| February 2025 | CBSE Board examinations begin",
    "| March 2025 | Annual examinations; Result and PTM",
    "",
    "Dates may change; circulars on the website and the parent portal are final.",
  ]);
  const sampleCertificate = files.pdf("docs/sample-transfer-certificate.pdf", "Transfer Certificate (Sample)", [
    "This is a sample of the transfer certificate issued by the school. Enter the admission number and the student's full name on the Transfer Certificate page to download an issued certificate.",
    "",
    "| TC No. | SVPS/TC/YYYY/NNN",
    "| Admission No. | SVPS/YYYY/NNNN",
    "| Name of the pupil | (as in school records)",
    "| Father's / Mother's name | (as in school records)",
    "| Date of birth | (in figures and words)",
    "| Class last studied | (in figures and words)",
    "| Board examination last taken | CBSE, with result",
    "| Date of leaving | DD.MM.YYYY",
    "| Reason for leaving | (as given by the parent)",
    "| General conduct | (as assessed by the class teacher)",
    "",
    "The transfer certificate fee is Rs. 50. The certificate is issued two days after the application.",
  ]);
  return { admissionGuidelines, sessionCalendar, sampleCertificate };
}
