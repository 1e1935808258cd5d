/** Twelve numbered circulars across the sessions 2025-26 and 2026-27, each with its PDF (issue 22). */
import type { CircularClass } from "#domain/kinds/circulars";
import type { Registry } from "./registry";

type Circular = {
  number: string;
  title: string;
  date: string;
  classes: CircularClass[];
  summary?: string;
  /** The circular's PDF, its body's lines; a second PDF (a form) when given. */
  lines: string[];
  form?: { title: string; lines: string[] };
};

const list: Circular[] = [
  {
    number: "SVPS/2025/012",
    title: "Book list and uniform for the session 2025-26",
    date: "2025-04-02",
    classes: [],
    summary: "The book list for every class and the uniform supplier's timings for the new session.",
    lines: [
      "Dear Parents,",
      "Books are available at the school store from 2 April, 9:00 AM to 1:00 PM.",
      "Summer uniform is worn from 1 April to 30 September.",
    ],
  },
  {
    number: "SVPS/2025/019",
    title: "Summer vacation and holiday homework",
    date: "2025-05-16",
    classes: ["I", "II", "III", "IV", "V"],
    summary: "The school is closed from 20 May to 30 June. Holiday homework is in the attached PDF.",
    lines: [
      "Summer vacation: 20 May to 30 June 2025.",
      "Holiday homework is to be submitted to the class teacher on 1 July.",
    ],
  },
  {
    number: "SVPS/2025/027",
    title: "Periodic Test I date sheet",
    date: "2025-07-08",
    classes: ["VI", "VII", "VIII", "IX", "X"],
    lines: [
      "Periodic Test I will be held from 21 to 26 July 2025.",
      "The date sheet is below; the syllabus has been shared in class.",
    ],
  },
  {
    number: "SVPS/2025/033",
    title: "Educational trip to the Science City, Lucknow",
    date: "2025-08-11",
    classes: ["IX", "XI"],
    summary: "A one-day trip on 29 August. Return the signed consent form by 20 August.",
    lines: ["Date: Friday, 29 August 2025.", "Fee: Rs. 650, including lunch and transport."],
    form: {
      title: "Consent form - Science City trip",
      lines: ["I allow my ward ________ of Class ____ to go on the trip.", "Signature of parent: ________"],
    },
  },
  {
    number: "SVPS/2025/041",
    title: "Half-yearly examination schedule",
    date: "2025-09-05",
    classes: ["III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"],
    summary: "Half-yearly examinations from 22 September to 4 October 2025.",
    lines: ["Examinations begin at 8:30 AM.", "Students must carry their admit cards."],
  },
  {
    number: "SVPS/2025/052",
    title: "Diwali break and Annual Day rehearsals",
    date: "2025-10-14",
    classes: [],
    lines: [
      "The school is closed from 18 to 23 October 2025 for Diwali.",
      "Annual Day rehearsals resume on 24 October.",
    ],
  },
  {
    number: "SVPS/2026/004",
    title: "Pre-board examinations for Classes X and XII",
    date: "2026-01-09",
    classes: ["X", "XII"],
    summary: "The second pre-board examinations begin on 27 January 2026.",
    lines: ["Pre-board II: 27 January to 10 February 2026.", "Practical examinations are held in the same weeks."],
  },
  {
    number: "SVPS/2026/011",
    title: "Orientation for parents of Nursery, LKG and UKG",
    date: "2026-04-04",
    classes: ["Nursery", "LKG", "UKG"],
    summary: "An hour with the class teachers on Saturday, 11 April 2026, from 9:00 AM.",
    lines: [
      "Parents of the pre-primary classes are invited to the orientation on 11 April 2026.",
      "Venue: the multipurpose hall.",
    ],
  },
  {
    number: "SVPS/2026/023",
    title: "School timings in summer",
    date: "2026-04-20",
    classes: [],
    summary: "From 1 May the school works from 7:30 AM to 12:30 PM.",
    lines: [
      "Summer timings: 7:30 AM to 12:30 PM from 1 May 2026.",
      "Buses leave 15 minutes earlier than their usual time.",
    ],
  },
  {
    number: "SVPS/2026/034",
    title: "Inter-house sports meet",
    date: "2026-08-03",
    classes: ["VI", "VII", "VIII", "IX", "X", "XI", "XII"],
    lines: [
      "The sports meet will be held on 22 and 23 August 2026.",
      "Students may take part in at most three events.",
    ],
    form: {
      title: "Sports meet entry form",
      lines: ["Name: ________  Class: ____  House: ________", "Events (at most three): ________"],
    },
  },
  {
    number: "SVPS/2026/041",
    title: "Parent-teacher meeting after Periodic Test II",
    date: "2026-10-06",
    classes: ["I", "II", "III", "IV", "V", "VI", "VII", "VIII"],
    summary: "Meet the class teachers on Saturday, 17 October 2026, between 9:00 AM and 12:00 PM.",
    lines: ["Answer sheets of Periodic Test II will be shown at the meeting.", "Please bring the student's diary."],
  },
  {
    number: "SVPS/2026/048",
    title: "Winter uniform from 1 November",
    date: "2026-10-27",
    classes: [],
    summary: "Winter uniform is worn from Monday, 1 November 2026.",
    lines: [
      "Winter uniform: navy blazer, grey trousers or skirt and the school sweater.",
      "The school store is open on Saturday, 30 October.",
    ],
  },
];

/** The file name a circular's number gives: `SVPS/2026/041` → `circulars/svps-2026-041.pdf`. */
const fileOf = (number: string, suffix = "") => `circulars/${number.toLowerCase().replaceAll("/", "-")}${suffix}.pdf`;

export function buildCirculars(files: Registry) {
  return list.map(({ lines, form, summary, ...circular }) => ({
    ...circular,
    ...(summary ? { summary } : {}),
    attachments: [
      files.pdf(fileOf(circular.number), `Circular ${circular.number}: ${circular.title}`, [
        `No. ${circular.number}    Date: ${circular.date}`,
        "",
        ...lines,
      ]),
      ...(form ? [files.pdf(fileOf(circular.number, "-form"), form.title, form.lines)] : []),
    ],
  }));
}
