/** The online registration link for the next session, with its guidelines. */
import type { Registry } from "./registry";

export function buildOnlineRegistrations(files: Registry) {
  return [
    {
      title: "Online Registration for Session 2027-28 is open",
      url: "https://admissions.example.in/sunrise-valley/register/2027-28",
      attachments: [
        files.pdf("registration/registration-guidelines-2027-28.pdf", "Online Registration - Session 2027-28", [
          "1. Open the admissions portal and create an account with the parent's mobile number.",
          "2. Fill in the student's details exactly as in the birth certificate.",
          "3. Upload a photograph of the student (JPG, under 200 KB) and the birth certificate (PDF).",
          "4. Pay the registration fee of Rs. 500 online. The fee is not refundable.",
          "5. Print the acknowledgement. The date of interaction will be sent by SMS.",
          "",
          "For help call the school office between 9:00 AM and 1:00 PM on working days.",
        ]),
      ],
    },
  ];
}
