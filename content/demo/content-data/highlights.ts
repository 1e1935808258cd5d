/** The scrolling highlights on the home page, some with a circular attached. */
import type { Registry } from "./registry";

export function buildHighlights(files: Registry) {
  return [
    {
      title: "Admissions open for Session 2027-28: Playgroup to Class IX and Class XI",
      attachments: [
        files.pdf("highlights/admission-notice-2027-28.pdf", "Admission Notice - Session 2027-28", [
          "Registration for admission to Playgroup, LKG, UKG, Classes I to IX and Class XI for the session 2027-28 is open from 15 November 2026.",
          "- Online registration: admissions portal (link on the home page).",
          "- Last date for submitting the registration form: 31 January 2027.",
          "- Interaction and assessment for UKG to Class IX: second week of February 2027.",
          "",
          "Please read the admission guidelines before filling the form.",
        ]),
      ],
    },
    {
      title: "Winter uniform compulsory for all students from 1 December 2026",
      attachments: [
        files.pdf("highlights/winter-uniform-circular.pdf", "Circular: Winter Uniform and School Timings", [
          "Dear Parents,",
          "Winter uniform (navy blue blazer, grey trousers or skirt with navy stockings, school sweater and muffler) is compulsory from Tuesday, 1 December 2026.",
          "From the same date school timings will be 8:30 AM to 2:30 PM for Classes I to XII and 9:00 AM to 12:30 PM for Playgroup to UKG.",
          "",
          "Principal",
        ]),
      ],
    },
    { title: "Congratulations to Ananya Mishra (97.8%) and Vedant Mishra (98%), our CBSE toppers of 2025-26" },
    {
      title: "Inter-school music competition 'Swaranjali 2026' on 19 December: registrations close 5 December",
      attachments: [
        files.pdf("highlights/swaranjali-2026.pdf", "Swaranjali 2026 - Inter-School Music Competition", [
          "Sunrise Valley Public School invites schools of the district to Swaranjali 2026 on Saturday, 19 December 2026, 10:00 AM, in the school auditorium.",
          "# Categories",
          "- Solo classical vocal (Classes VI-VIII and IX-XII)",
          "- Group song - patriotic or folk (6 to 8 participants)",
          "- Instrumental solo (tabla, harmonium, keyboard, guitar)",
          "",
          "Entries with the participants' names must reach the school office by 5 December 2026.",
        ]),
      ],
    },
    { title: "Half-yearly results declared. Parent-Teacher Meeting on Saturday, 28 November 2026" },
  ];
}
