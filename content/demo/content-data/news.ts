/** News from March 2025 to November 2026, some with a circular or a picture attached. */
import type { Registry } from "./registry";

export function buildNews(files: Registry) {
  return [
    {
      title: "Pre-board examinations for Classes X and XII conclude",
      description:
        "The second pre-board examinations ended on 4 March. Answer sheets will be shown to students in class, and remedial classes continue until the board examinations.",
      fromDate: "2025-03-05",
    },
    {
      title: "Annual result and Parent-Teacher Meeting for Classes I to IX",
      description:
        "Results of the annual examination will be given to parents on Saturday, 29 March 2025, from 8:30 AM to 12:30 PM. Please clear all dues before collecting the report card.",
      fromDate: "2025-03-24",
      attachments: [
        files.pdf("news/result-ptm-march-2025.pdf", "Annual Result and PTM - 29 March 2025", [
          "Dear Parents,",
          "The annual result for Classes I to IX will be declared on Saturday, 29 March 2025. Report cards will be handed over by the class teachers between 8:30 AM and 12:30 PM.",
          "- Playgroup to UKG: 8:30 AM to 10:00 AM",
          "- Classes I to V: 9:30 AM to 11:30 AM",
          "- Classes VI to IX: 10:30 AM to 12:30 PM",
          "",
          "The new session 2025-26 begins on Tuesday, 1 April 2025.",
        ]),
      ],
    },
    {
      title: "New session 2025-26 begins",
      description:
        "Classes for the session 2025-26 begin on 1 April 2025. Books and uniform are available at the school store from 25 March.",
      fromDate: "2025-03-28",
    },
    {
      title: "CBSE results 2025: 100% pass in Classes X and XII",
      description:
        "All 146 students who appeared in the CBSE board examinations passed. Ishita Agarwal (97.2%) topped Class X and Shreya Tripathi (96.6%) topped Class XII.",
      fromDate: "2025-05-14",
      attachments: [files.photo("news/board-results-2025.jpg", "trophy", 1000, 700)],
    },
    {
      title: "Fee for the second quarter due from 1 to 15 July",
      description:
        "The second-quarter fee can be paid online through the parent portal or at the school office. A late fee of Rs. 500 per quarter applies after the due date.",
      fromDate: "2025-07-01",
    },
    {
      title: "Van Mahotsav: students plant 500 saplings",
      description:
        "The Green Club and the NSS volunteers planted neem, peepal, jamun and ashoka saplings on the campus and along Station Road.",
      fromDate: "2025-07-07",
    },
    {
      title: "Hindi Pakhwada from 14 to 28 September",
      description:
        "Kavita path, nibandh lekhan and a quiz will be held during the Hindi fortnight. Winners will be awarded on the closing day.",
      fromDate: "2025-09-10",
    },
    {
      title: "Diwali break from 18 to 23 October",
      description: "The school will remain closed for Diwali and Bhai Dooj. Classes resume on Friday, 24 October 2025.",
      fromDate: "2025-10-15",
      attachments: [
        files.pdf("news/diwali-break-2025.pdf", "Circular: Diwali Break 2025", [
          "Dear Parents,",
          "The school will remain closed from Saturday, 18 October to Thursday, 23 October 2025 on account of Diwali and Bhai Dooj. Classes resume on Friday, 24 October 2025.",
          "We request parents to celebrate a safe, green and noise-free Diwali with their children.",
          "",
          "Principal",
        ]),
      ],
    },
    {
      title: "Winter break and revised school timings",
      description:
        "The school will remain closed from 25 December 2025 to 5 January 2026. Board classes will have revision classes from 29 December.",
      fromDate: "2025-12-20",
      attachments: [
        files.pdf("news/winter-break-2025.pdf", "Circular: Winter Break 2025-26", [
          "Winter break for Playgroup to Class IX and Class XI: 25 December 2025 to 5 January 2026.",
          "Revision classes for Classes X and XII: 29 December 2025 to 3 January 2026, 9:30 AM to 1:00 PM.",
          "From 6 January 2026 the school will function from 8:45 AM to 2:30 PM until further notice.",
        ]),
      ],
    },
    {
      title: "Republic Day celebration on 26 January",
      description:
        "The flag will be hoisted at 8:00 AM, followed by the march past of the four houses and a cultural programme. Parents are welcome.",
      fromDate: "2026-01-20",
    },
    {
      title: "Pre-board examination date sheet for Classes X and XII",
      description: "The second pre-board examinations begin on 9 February 2026. The date sheet is attached.",
      fromDate: "2026-01-28",
      attachments: [
        files.pdf("news/preboard-datesheet-2026.pdf", "Pre-Board Examination II - Date Sheet", [
          "| Date | Class X | Class XII",
          "| 09.02.2026 | English | English Core",
          "| 11.02.2026 | Science | Physics / Accountancy / History",
          "| 13.02.2026 | Hindi | Chemistry / Business Studies",
          "| 16.02.2026 | Mathematics | Mathematics / Economics",
          "| 18.02.2026 | Social Science | Biology / Computer Science",
          "| 20.02.2026 | - | Political Science / Geography",
          "",
          "Examinations start at 9:00 AM. Students must report by 8:30 AM with their admit cards.",
        ]),
      ],
    },
    {
      title: "Annual result and PTM on Saturday, 28 March 2026",
      description:
        "Report cards for Playgroup to Class IX and XI will be given to parents from 8:30 AM to 12:30 PM. The new session begins on 1 April 2026.",
      fromDate: "2026-03-20",
    },
    {
      title: "CBSE results 2026: Ananya Mishra tops the district with 97.8%",
      description:
        "Vedant Mishra scored 98% in Class X and Ananya Mishra 97.8% in Class XII. Thirty-one students scored above 90%.",
      fromDate: "2026-05-13",
      attachments: [files.photo("news/board-results-2026.jpg", "trophy", 1000, 700)],
    },
    {
      title: "Independence Day celebration and Tiranga rally",
      description:
        "Students of Classes VI to XII will take part in the Tiranga rally at 7:30 AM on 15 August, followed by flag hoisting and the cultural programme.",
      fromDate: "2026-08-10",
    },
    {
      title: "Inter-house science exhibition on 19 September",
      description:
        "Working models on renewable energy, water conservation and space science. Parents are invited from 10:00 AM to 1:00 PM.",
      fromDate: "2026-08-24",
    },
    {
      // In Hindi, as a school in a Hindi-speaking town writes some of its notices (site search finds both, issue 16).
      title: "हिन्दी दिवस पर कविता पाठ और निबंध प्रतियोगिता",
      description:
        "14 सितंबर को हिन्दी दिवस के अवसर पर कक्षा III से XII के विद्यार्थियों के लिए कविता पाठ और निबंध प्रतियोगिता होगी। नाम 10 सितंबर तक कक्षा-अध्यापक को दें।",
      fromDate: "2026-09-07",
    },
    {
      title: "Half-yearly examination schedule",
      description:
        "Half-yearly examinations for Classes I to XII will be held from 5 to 17 October 2026. The syllabus and the date sheet are attached.",
      fromDate: "2026-09-28",
      attachments: [
        files.pdf("news/half-yearly-schedule-2026.pdf", "Half-Yearly Examinations 2026-27", [
          "Half-yearly examinations for Classes I to XII: Monday, 5 October to Saturday, 17 October 2026.",
          "- Classes I to V: 9:00 AM to 11:00 AM",
          "- Classes VI to VIII: 9:00 AM to 11:30 AM",
          "- Classes IX to XII: 9:00 AM to 12:00 noon",
          "",
          "Students will be dispersed after the examination. The syllabus has been shared through the parent portal.",
        ]),
      ],
    },
    {
      title: "Annual Day 'Udaan 2026' on Sunday, 8 November",
      description:
        "Our annual day will be held in the school auditorium at 5:00 PM. Parents are requested to be seated by 4:45 PM with the entry pass.",
      fromDate: "2026-11-02",
      attachments: [
        files.pdf("news/annual-day-circular.pdf", "Annual Day 'Udaan 2026'", [
          "Dear Parents,",
          "We are delighted to invite you to our Annual Day, 'Udaan 2026', on Sunday, 8 November 2026 at 5:00 PM in the school auditorium.",
          "- Two entry passes per family will be sent through the class teacher.",
          "- Participants must report at 2:30 PM in costume.",
          "- Parking is available on the sports ground (enter from Gate 2).",
          "",
          "Principal",
        ]),
      ],
    },
    {
      title: "Winter uniform and revised timings from 1 December",
      description:
        "Winter uniform is compulsory from 1 December 2026. School timings will be 8:30 AM to 2:30 PM for Classes I to XII.",
      fromDate: "2026-11-18",
    },
  ];
}
