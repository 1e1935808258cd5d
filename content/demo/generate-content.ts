/**
 * The demo school's content, built in code so the long lists (birthdays for every
 * day of the year, shuffled faculty) come from a seed rather than by hand. Every
 * file a record names is registered here with the recipe that draws it;
 * generate-files.ts writes content.json and draws the files.
 */
import type { BundleInput } from "../schema";
import type { PdfDocument } from "./lib/pdf";
import type { CertificateFields, PortraitKind } from "./lib/pictures";
import { Rng } from "./lib/random";
import type { SceneKind } from "./lib/scenes";

export type Recipe =
  | { type: "scene"; scene: SceneKind; seed: string; width: number; height: number }
  | { type: "portrait"; seed: string; kind: PortraitKind }
  | { type: "avatar"; seed: string; girl: boolean }
  | { type: "pdf"; doc: PdfDocument }
  | { type: "certificate"; fields: CertificateFields };

export const school = {
  name: "Sunrise Valley Public School",
  shortName: "SVPS",
  address: "Station Road, Civil Lines, Kesarganj, Uttar Pradesh 222002, India",
  affiliation: "CBSE Affiliation No. 2190147",
  phone: "+91 5452 123456",
  email: "info@sunrisevalley.example.in",
} as const;

const issuerLine = `Station Road, Civil Lines, Kesarganj (U.P.) 222002  |  ${school.affiliation}`;
const footer = `${school.name}  |  ${school.phone}  |  ${school.email}`;

/** The two certificates the demo can hand out on /Tc. */
export const transferCertificates = [
  { admission: "SVPS/2019/0147", name: "Aarav Sharma", file: "tc/svps-2019-0147.pdf" },
  { admission: "SVPS/2018/0093", name: "Priya Verma", file: "tc/svps-2018-0093.jpg" },
] as const;

export function buildDemo(): { content: BundleInput; files: Map<string, Recipe> } {
  const files = new Map<string, Recipe>();
  const register = (name: string, recipe: Recipe): string => {
    const known = files.get(name);
    if (known && JSON.stringify(known) !== JSON.stringify(recipe)) throw new Error(`${name} registered twice`);
    files.set(name, recipe);
    return name;
  };
  const photo = (name: string, scene: SceneKind, width = 1200, height = 800) =>
    register(name, { type: "scene", scene, seed: name, width, height });
  const pdf = (name: string, title: string, lines: string[]) =>
    register(name, { type: "pdf", doc: { issuer: school.name, issuerLine, title, lines, footer } });

  // ---------------------------------------------------------------- profile and documents

  const admissionGuidelines = pdf("docs/admission-guidelines-2027-28.pdf", "Admission Guidelines - Session 2027-28", [
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
  ]);
  const sessionCalendar = pdf("docs/session-calendar-2024-25.pdf", "Session Calendar 2024-25", [
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
  const sampleCertificate = pdf("docs/sample-transfer-certificate.pdf", "Transfer Certificate (Sample)", [
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

  // ---------------------------------------------------------------- highlights

  const highlights = [
    {
      title: "Admissions open for Session 2027-28: Playgroup to Class IX and Class XI",
      attachments: [
        pdf("highlights/admission-notice-2027-28.pdf", "Admission Notice - Session 2027-28", [
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
        pdf("highlights/winter-uniform-circular.pdf", "Circular: Winter Uniform and School Timings", [
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
        pdf("highlights/swaranjali-2026.pdf", "Swaranjali 2026 - Inter-School Music Competition", [
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

  // ---------------------------------------------------------------- news

  const news = [
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
        pdf("news/result-ptm-march-2025.pdf", "Annual Result and PTM - 29 March 2025", [
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
      attachments: [photo("news/board-results-2025.jpg", "trophy", 1000, 700)],
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
        pdf("news/diwali-break-2025.pdf", "Circular: Diwali Break 2025", [
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
        pdf("news/winter-break-2025.pdf", "Circular: Winter Break 2025-26", [
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
        pdf("news/preboard-datesheet-2026.pdf", "Pre-Board Examination II - Date Sheet", [
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
      attachments: [photo("news/board-results-2026.jpg", "trophy", 1000, 700)],
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
      title: "Half-yearly examination schedule",
      description:
        "Half-yearly examinations for Classes I to XII will be held from 5 to 17 October 2026. The syllabus and the date sheet are attached.",
      fromDate: "2026-09-28",
      attachments: [
        pdf("news/half-yearly-schedule-2026.pdf", "Half-Yearly Examinations 2026-27", [
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
        pdf("news/annual-day-circular.pdf", "Annual Day 'Udaan 2026'", [
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

  // ---------------------------------------------------------------- principal and registration

  const principalMessages = [
    {
      message:
        "<p>Dear parents and students, welcome to Sunrise Valley Public School. For more than twenty-five years our school has believed that every child carries a spark, and that a good school is a place where that spark is noticed, protected and given room to grow.</p>" +
        "<p>We want our students to be curious, kind and confident. Alongside a strong academic programme we give equal care to sports, music, art, clubs and community service, because <strong>character is built in the classroom and far beyond it</strong>. Our teachers know each child by name, and our doors are always open to parents.</p>" +
        "<p>I thank our parents for their trust and our teachers for their dedication. Together, let us help our children rise like the morning sun: steadily, brightly and for the good of all.</p>",
      name: "Dr. Anita Saxena",
      category: "Principal",
      attachments: [register("principal/dr-anita-saxena.jpg", { type: "portrait", seed: "principal", kind: "woman" })],
    },
  ];

  const onlineRegistrations = [
    {
      title: "Online Registration for Session 2027-28 is open",
      url: "https://admissions.example.in/sunrise-valley/register/2027-28",
      attachments: [
        pdf("registration/registration-guidelines-2027-28.pdf", "Online Registration - Session 2027-28", [
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

  // ---------------------------------------------------------------- toppers

  const topperPhotos = {
    boy: [1, 2, 3, 4, 5].map((n) =>
      register(`toppers/student-${String(n).padStart(2, "0")}.jpg`, {
        type: "portrait",
        seed: `topper-boy-${n}`,
        kind: "boy",
      }),
    ),
    girl: [1, 2, 3, 4, 5].map((n) =>
      register(`toppers/student-${String(n + 5).padStart(2, "0")}.jpg`, {
        type: "portrait",
        seed: `topper-girl-${n}`,
        kind: "girl",
      }),
    ),
  };
  let boyIndex = 0;
  let girlIndex = 0;
  const topper = (
    name: string,
    girl: boolean,
    klass: "X" | "XII",
    division: string,
    stream: string,
    sessionYear: string,
  ) => ({
    name,
    class: klass,
    division,
    stream,
    sessionYear,
    attachments: [girl ? topperPhotos.girl[girlIndex++ % 5] : topperPhotos.boy[boyIndex++ % 5]],
  });
  const toppers = [
    topper("Kabir Singh", false, "X", "482/500", "General", "2024-2025"),
    topper("Ishita Agarwal", true, "X", "97.2%", "General", "2024-2025"),
    topper("Riya Gupta", true, "X", "A1 Grade", "General", "2024-2025"),
    topper("Sneha Yadav", true, "X", "Distinction (94%)", "General", "2024-2025"),
    topper("Mohd. Arman Khan", false, "X", "93.2 %", "General", "2024-2025"),
    topper("Shreya Tripathi", true, "XII", "96.6%", "Science (PCM)", "2024-2025"),
    topper("Nandini Agrahari", true, "XII", "Distinction (93%)", "Commerce", "2024-2025"),
    topper("Ankit Yadav", false, "XII", "478/500", "Science (PCB)", "2024-2025"),
    topper("Farhan Ali", false, "XII", "91.4 %", "Humanities", "2024-2025"),
    topper("Pooja Chaurasia", true, "XII", "95.2%", "Commerce", "2024-2025"),
    topper("Aditi Srivastava", true, "X", "489/500", "—", "2025-2026"),
    topper("Vedant Mishra", false, "X", "98%", "—", "2025-2026"),
    topper("Tanvi Jaiswal", true, "X", "94.8 %", "—", "2025-2026"),
    topper("Harshita Pandey", true, "X", "96.4%", "—", "2025-2026"),
    topper("Aryan Maurya", false, "X", "Distinction (95%)", "—", "2025-2026"),
    topper("Yash Tiwari", false, "X", "471/500", "—", "2025-2026"),
    topper("Devansh Singh", false, "XII", "485/500", "Science (PCM)", "2025-2026"),
    topper("Ananya Mishra", true, "XII", "97.8%", "Science (PCM)", "2025-2026"),
    topper("Rohan Verma", false, "XII", "Distinction (92%)", "Commerce", "2025-2026"),
    topper("Kritika Gupta", true, "XII", "95.6%", "Science (PCB)", "2025-2026"),
    topper("Sana Parveen", true, "XII", "94.2 %", "Humanities", "2025-2026"),
    topper("Aditya Upadhyay", false, "XII", "90.8%", "Commerce", "2025-2026"),
  ];

  // ---------------------------------------------------------------- galleries

  type Album = {
    _id: string;
    title: string;
    description: string;
    date: string;
    updatedAt?: string;
    category: "PhotoGallery" | "Exhibitions" | "Activity";
    scenes: SceneKind[];
    url?: string;
  };
  const albums: Album[] = [
    {
      _id: "annual-day-2026",
      title: "Annual Day 'Udaan 2026'",
      description:
        "Dances, a musical on the freedom struggle, the school choir and the prize distribution at our annual day, with the District Magistrate as chief guest.",
      date: "2026-11-08",
      updatedAt: "2026-11-12",
      category: "PhotoGallery",
      scenes: ["stage", "dance", "music", "dance", "trophy", "stage"],
      url: "https://downloads.example.in/sunrise-valley/annual-day-2026.zip",
    },
    {
      _id: "independence-day-2026",
      title: "80th Independence Day",
      description: "Flag hoisting, the Tiranga rally, patriotic songs and a skit by the middle school.",
      date: "2026-08-15",
      category: "PhotoGallery",
      scenes: ["flag", "assembly", "dance", "flag", "stage"],
    },
    {
      _id: "republic-day-2026",
      title: "77th Republic Day",
      description:
        "March past of the four houses, a PT display and a cultural programme on the theme 'Unity in Diversity'.",
      date: "2026-01-26",
      updatedAt: "2026-01-29",
      category: "PhotoGallery",
      scenes: ["flag", "assembly", "dance", "flag"],
    },
    {
      _id: "annual-sports-meet-2025",
      title: "Annual Sports Meet 2025",
      description: "Track events, relay races, tug of war and the prize ceremony. Tagore House won the overall trophy.",
      date: "2025-12-06",
      updatedAt: "2025-12-10",
      category: "PhotoGallery",
      scenes: ["sports", "sports", "trophy", "sports"],
      url: "https://downloads.example.in/sunrise-valley/sports-meet-2025.zip",
    },
    {
      _id: "annual-day-2025",
      title: "Annual Day 'Tarang 2025'",
      description: "Our annual day celebrated the rivers of India through dance, music and drama.",
      date: "2025-11-15",
      category: "PhotoGallery",
      scenes: ["stage", "dance", "music", "stage"],
    },
    {
      _id: "diwali-celebration-2025",
      title: "Deepotsav: Diwali Celebration",
      description: "Rangoli and diya decoration competitions and a talk on a green, cracker-free Diwali.",
      date: "2025-10-17",
      category: "PhotoGallery",
      scenes: ["festival", "art", "festival", "festival"],
    },
    {
      _id: "van-mahotsav-2025",
      title: "Van Mahotsav 2025",
      description: "Students of the Green Club planted 500 saplings on the campus and along Station Road.",
      date: "2025-07-05",
      category: "PhotoGallery",
      scenes: ["garden", "garden", "campus", "garden"],
    },
    {
      _id: "science-exhibition-2026",
      title: "Inter-House Science Exhibition 2026",
      description:
        "Working models on renewable energy, water conservation and space science by students of Classes VI to XII.",
      date: "2026-09-19",
      updatedAt: "2026-09-22",
      category: "Exhibitions",
      scenes: ["exhibition", "lab", "exhibition", "computer"],
    },
    {
      _id: "art-exhibition-2025",
      title: "Art and Craft Exhibition 'Rang 2025'",
      description: "Paintings, clay models, madhubani art and best-out-of-waste crafts by the Piccaso Club.",
      date: "2025-12-13",
      category: "Exhibitions",
      scenes: ["art", "exhibition", "art", "art"],
    },
    {
      _id: "maths-exhibition-2025",
      title: "Ramanujan Maths Exhibition",
      description: "Models, puzzles and games on National Mathematics Day, organised by the Ramanujan Club.",
      date: "2025-12-22",
      category: "Exhibitions",
      scenes: ["math", "exhibition", "math", "classroom"],
    },
    {
      _id: "yoga-day-2026",
      title: "International Yoga Day 2026",
      description: "Students and teachers performed the common yoga protocol on the school ground.",
      date: "2026-06-21",
      category: "Activity",
      scenes: ["yoga", "yoga", "yoga", "sports"],
    },
    {
      _id: "educational-trip-2025",
      title: "Educational Trip to Sarnath",
      description: "Classes VIII and IX visited the museum and the Dhamek Stupa at Sarnath.",
      date: "2025-10-30",
      updatedAt: "2025-11-03",
      category: "Activity",
      scenes: ["trip", "trip", "campus", "trip"],
    },
    {
      _id: "inter-house-quiz-2026",
      title: "Inter-House Quiz 'Quest 2026'",
      description: "Four rounds on science, history, sports and current affairs. Raman House won the rolling trophy.",
      date: "2026-02-14",
      category: "Activity",
      scenes: ["quiz", "quiz", "trophy", "quiz"],
      url: "https://downloads.example.in/sunrise-valley/quest-2026-questions.pdf",
    },
  ];
  const galleries = albums.map(({ scenes, ...album }) => ({
    ...album,
    attachments: scenes.map((scene, index) =>
      photo(`gallery/${album._id}/${String(index + 1).padStart(2, "0")}.jpg`, scene),
    ),
  }));
  const albumPhoto = (id: string, index = 1) => {
    const name = `gallery/${id}/${String(index).padStart(2, "0")}.jpg`;
    if (!files.has(name)) throw new Error(`no such album photo: ${name}`);
    return name;
  };

  // ---------------------------------------------------------------- events

  const eventPhoto = (name: string, scene: SceneKind) => photo(`events/${name}.jpg`, scene, 900, 600);
  const events = [
    {
      title: "New Session 2025-26 Begins",
      description: "Welcome assembly for students and an orientation for parents of new admissions.",
      date: "2025-04-01",
      time: "08:00 AM",
      venue: "School Campus",
      images: [eventPhoto("new-session-2025", "campus")],
    },
    {
      title: "International Yoga Day",
      description:
        "Common yoga protocol for Classes III to XII with the yoga instructor of the district sports office.",
      date: "2025-06-21",
      time: "06:30 AM",
      venue: "School Ground",
      images: [eventPhoto("yoga-day-2025", "yoga")],
    },
    {
      title: "Van Mahotsav Plantation Drive",
      description: "Plantation of 500 saplings by the Green Club and NSS volunteers.",
      date: "2025-07-05",
      time: "09:00 AM",
      venue: "Eco Garden",
      images: [albumPhoto("van-mahotsav-2025")],
    },
    {
      title: "Teachers' Day Celebration",
      description: "A special assembly and cultural programme presented by the students of Class XII.",
      date: "2025-09-05",
      time: "10:00 AM",
      venue: "School Auditorium",
      images: [eventPhoto("teachers-day-2025", "stage")],
    },
    {
      title: "Annual Day 'Tarang 2025'",
      description: "Annual day celebration on the theme 'Rivers of India'.",
      date: "2025-11-15",
      time: "05:00 PM",
      venue: "School Auditorium",
      images: [albumPhoto("annual-day-2025"), albumPhoto("annual-day-2025", 2)],
    },
    {
      title: "Annual Sports Meet 2025",
      description: "Athletics, relay races and house competitions. Parents are welcome.",
      date: "2025-12-06",
      time: "09:00 AM",
      venue: "Sports Complex",
      images: [albumPhoto("annual-sports-meet-2025")],
    },
    {
      title: "77th Republic Day",
      description: "Flag hoisting, march past of the four houses and a cultural programme.",
      date: "2026-01-26",
      time: "08:00 AM",
      venue: "School Ground",
      images: [albumPhoto("republic-day-2026")],
    },
    {
      title: "Inter-House Quiz 'Quest 2026'",
      description: "Quiz on science, history, sports and current affairs for Classes VI to XII.",
      date: "2026-02-14",
      time: "11:00 AM",
      venue: "Multipurpose Hall",
      images: [albumPhoto("inter-house-quiz-2026")],
    },
    {
      title: "Earth Day Poster Making",
      description: "Poster making and slogan writing on 'Our Power, Our Planet' for Classes IV to VIII.",
      date: "2026-04-22",
      time: "10:00 AM",
      venue: "Art Room",
      images: [eventPhoto("earth-day-2026", "art")],
    },
    {
      title: "80th Independence Day",
      description: "Tiranga rally at 7:30 AM, flag hoisting at 8:00 AM and a cultural programme.",
      date: "2026-08-15",
      time: "07:30 AM",
      venue: "School Ground",
      images: [albumPhoto("independence-day-2026")],
    },
    {
      title: "Inter-House Science Exhibition",
      description: "Working models on renewable energy, water conservation and space science.",
      date: "2026-09-19",
      time: "10:00 AM",
      venue: "Multipurpose Hall",
      images: [albumPhoto("science-exhibition-2026"), albumPhoto("science-exhibition-2026", 2)],
      attachments: [
        pdf("events/science-exhibition-2026-guidelines.pdf", "Inter-House Science Exhibition 2026 - Guidelines", [
          "# Themes",
          "- Renewable energy and energy saving at home",
          "- Water conservation and rain-water harvesting",
          "- Space science: India's missions to the Moon and the Sun",
          "# Rules",
          "- Teams of three students from the same house.",
          "- Models must be working models; readymade kits are not allowed.",
          "- Each team gets five minutes to explain and two minutes for questions.",
        ]),
      ],
    },
    {
      title: "Annual Day 'Udaan 2026'",
      description: "Annual day with dance, drama, the school choir and the prize distribution.",
      date: "2026-11-08",
      time: "05:00 PM",
      venue: "School Auditorium",
      images: [albumPhoto("annual-day-2026")],
    },
    {
      title: "Parent-Teacher Meeting (Classes I-XII)",
      description: "Discussion of the half-yearly results. Parents may meet the subject teachers as well.",
      date: "2026-11-28",
      time: "09:00 AM",
      venue: "Respective Classrooms",
      images: [eventPhoto("ptm-november-2026", "classroom")],
    },
    {
      title: "Winter Carnival 2026",
      description: "Food stalls, games, a lucky draw and performances by the music and performing arts clubs.",
      date: "2026-12-12",
      time: "11:00 AM",
      venue: "School Campus",
      images: [eventPhoto("winter-carnival-2026", "festival")],
      attachments: [
        pdf("events/winter-carnival-2026.pdf", "Winter Carnival 2026", [
          "Saturday, 12 December 2026, 11:00 AM to 5:00 PM, on the school campus.",
          "- Food and game stalls run by Classes VIII to XII.",
          "- Performances by the Music Club and the Performing Arts Club at 3:00 PM.",
          "- Coupons are available at the school office from 1 December.",
          "",
          "All proceeds go to the school's scholarship fund.",
        ]),
      ],
    },
    {
      title: "Swaranjali 2026: Inter-School Music Competition",
      description: "Solo and group singing and instrumental music for schools of the district.",
      date: "2026-12-19",
      time: "10:00 AM",
      venue: "School Auditorium",
      images: [eventPhoto("swaranjali-2026", "music")],
    },
    {
      title: "National Youth Day Debate",
      description: "Inter-house debate on the thoughts of Swami Vivekananda for Classes IX to XII.",
      date: "2027-01-12",
      time: "10:30 AM",
      venue: "School Library",
      images: [eventPhoto("youth-day-2027", "literary")],
    },
    {
      title: "78th Republic Day",
      description: "Flag hoisting, march past and a cultural programme. Parents are welcome.",
      date: "2027-01-26",
      time: "08:00 AM",
      venue: "School Ground",
      images: [eventPhoto("republic-day-2027", "flag")],
    },
  ];

  // ---------------------------------------------------------------- notifications

  const notifications = [
    {
      title: "Admissions open for Session 2027-28",
      desc: "Registration for Playgroup to Class IX and Class XI is open until 31 January 2027. Register online and upload the documents.",
      image: [photo("notifications/admissions-2027-28.jpg", "campus", 1000, 700)],
      url: "https://admissions.example.in/sunrise-valley/register/2027-28",
      urlTitle: "Register online",
    },
    {
      title: "Winter Carnival on 12 December",
      desc: "Join us for food stalls, games and performances on the school campus from 11:00 AM. All proceeds go to the scholarship fund.",
      image: ["events/winter-carnival-2026.jpg"],
      attachments: ["events/winter-carnival-2026.pdf"],
    },
  ];

  // ---------------------------------------------------------------- faculty

  const facultyInOrder: Array<[string, string]> = [
    ["Dr. Anita Saxena", "Principal"],
    ["Mr. Rajendra Prasad Tiwari", "Vice Principal"],
    ["Mrs. Kavita Srivastava", "Headmistress (Primary Wing)"],
    ["Mr. Sanjay Kumar Mishra", "PGT Physics"],
    ["Mrs. Neha Agarwal", "PGT Chemistry"],
    ["Dr. Pradeep Singh", "PGT Biology"],
    ["Mr. Alok Ranjan Pandey", "PGT Mathematics"],
    ["Mrs. Shalini Dubey", "PGT English"],
    ["Mr. Vivek Jaiswal", "PGT Computer Science"],
    ["Mrs. Rekha Gupta", "PGT Accountancy"],
    ["Mr. Manoj Kumar Yadav", "PGT Economics"],
    ["Mrs. Pratibha Rai", "PGT Business Studies"],
    ["Mr. Ashok Kumar Maurya", "PGT History"],
    ["Ms. Farah Naaz", "PGT Political Science"],
    ["Mrs. Sunita Verma", "TGT English"],
    ["Mr. Ramesh Chandra Upadhyay", "TGT Hindi"],
    ["Mrs. Archana Singh", "TGT Mathematics"],
    ["Mr. Deepak Chaurasia", "TGT Science"],
    ["Mrs. Meena Kushwaha", "TGT Social Science"],
    ["Mr. Shiv Shankar Dwivedi", "TGT Sanskrit"],
    ["Mrs. Pooja Srivastava", "PRT"],
    ["Ms. Ritu Sharma", "PRT"],
    ["Mrs. Anjali Mehrotra", "PRT"],
    ["Mrs. Seema Tripathi", "PRT"],
    ["Ms. Nazia Khan", "NTT (Pre-Primary)"],
    ["Mr. Harish Chandra Pal", "Librarian"],
    ["Mr. Sunil Kumar Yadav", "PET"],
    ["Mrs. Priyanka Bose", "Music Teacher"],
    ["Mr. Abhishek Vishwakarma", "Art and Craft Teacher"],
    ["Ms. Shruti Mathur", "Counsellor"],
  ];
  const faculty = new Rng("faculty-order").shuffle(
    facultyInOrder.map(([name, designation], index) => ({ name, designation, order: index + 1 })),
  );

  // ---------------------------------------------------------------- videos

  const videos = [
    {
      title: "Annual Day 2024 'Sanskriti' - Highlights",
      date: "2024-11-16",
      videoUrl: "https://www.youtube.com/watch?v=q3L9xVt2KpA",
    },
    { title: "Independence Day 2024", date: "2024-08-15", videoUrl: "https://www.youtube.com/watch?v=Z8mR4wYp1cE" },
    {
      title: "Republic Day 2025 - March Past",
      date: "2025-01-26",
      videoUrl: "https://www.youtube.com/watch?v=hT6nB0sQ9uL",
    },
    {
      title: "International Yoga Day 2025",
      date: "2025-06-21",
      videoUrl: "https://www.youtube.com/watch?v=Kd2vX7jN4wR",
    },
    {
      title: "Annual Day 'Tarang 2025' - Full Programme",
      date: "2025-11-15",
      videoUrl: "https://www.youtube.com/watch?v=pW5cY8eM3tG",
    },
    { title: "Annual Sports Meet 2025", date: "2025-12-06", videoUrl: "https://www.youtube.com/watch?v=aJ1rF6kU0zS" },
    {
      title: "77th Republic Day Celebration",
      date: "2026-01-26",
      videoUrl: "https://www.youtube.com/watch?v=Lm9tQ2xH7bV",
    },
    {
      title: "Campus Tour 2026",
      date: "2026-04-10",
      videoUrl: "https://videos.example.in/sunrise-valley/campus-tour-2026",
    },
    {
      title: "Science Exhibition 2026 - Walkthrough",
      date: "2026-09-19",
      videoUrl: "https://www.youtube.com/watch?v=Xe4gN8pD2yK",
    },
    {
      title: "Annual Day 'Udaan 2026' - Highlights",
      date: "2026-11-08",
      videoUrl: "https://www.youtube.com/watch?v=rB7sW3qC5nJ",
    },
  ];

  // ---------------------------------------------------------------- transfer certificates

  const [aarav, priya] = transferCertificates;
  pdf(aarav.file, "Transfer Certificate", [
    "| TC No. | SVPS/TC/2025/112",
    `| Admission No. | ${aarav.admission}`,
    `| Name of the pupil | ${aarav.name}`,
    "| Father's name | Mr. Rajesh Sharma",
    "| Mother's name | Mrs. Sunita Sharma",
    "| Date of birth | 14.08.2009 (14 August 2009)",
    "| Date of admission | 03.04.2019 in Class IV",
    "| Class last studied | X (Ten)",
    "| Board examination | CBSE Class X, 2025 - Passed",
    "| Date of leaving | 20.05.2025",
    "| Reason for leaving | Higher studies elsewhere",
    "| General conduct | Very good",
    "| Date of issue | 22.05.2025",
    "",
    "Certified that the above information is in accordance with the school admission register.",
    "",
    "Class Teacher                                   Principal",
  ]);
  register(priya.file, {
    type: "certificate",
    fields: {
      school: school.name,
      address: "Station Road, Civil Lines, Kesarganj (U.P.) 222002",
      title: "Transfer Certificate",
      rows: [
        ["TC No.", "SVPS/TC/2024/087"],
        ["Admission No.", priya.admission],
        ["Name of the pupil", priya.name],
        ["Father's name", "Mr. Sanjeev Verma"],
        ["Mother's name", "Mrs. Kiran Verma"],
        ["Date of birth", "02.11.2010"],
        ["Date of admission", "05.04.2018 (Class I)"],
        ["Class last studied", "VIII (Eight)"],
        ["Date of leaving", "30.03.2024"],
        ["Reason for leaving", "Family relocated"],
        ["General conduct", "Very good"],
        ["Date of issue", "02.04.2024"],
      ],
    },
  });

  // ---------------------------------------------------------------- birthdays

  const avatars = {
    boy: [1, 2, 3].map((n) =>
      register(`birthdays/avatar-${String(n).padStart(2, "0")}.jpg`, { type: "avatar", seed: `boy-${n}`, girl: false }),
    ),
    girl: [4, 5, 6].map((n) =>
      register(`birthdays/avatar-${String(n).padStart(2, "0")}.jpg`, { type: "avatar", seed: `girl-${n}`, girl: true }),
    ),
  };
  const names = {
    hindu: {
      boys: [
        "Aarav",
        "Vivaan",
        "Aditya",
        "Arjun",
        "Reyansh",
        "Krishna",
        "Ishaan",
        "Shaurya",
        "Atharv",
        "Kabir",
        "Rudra",
        "Dhruv",
        "Harsh",
        "Yash",
        "Anmol",
        "Pranav",
        "Rohan",
        "Sarthak",
        "Utkarsh",
        "Abhinav",
        "Devansh",
        "Nikhil",
        "Piyush",
        "Shivam",
        "Mohit",
        "Aman",
        "Tanmay",
        "Vedant",
        "Lakshya",
        "Om",
        "Aryan",
        "Kartik",
        "Naman",
        "Rahul",
        "Saurabh",
        "Ujjwal",
      ],
      girls: [
        "Aadhya",
        "Ananya",
        "Diya",
        "Saanvi",
        "Pari",
        "Myra",
        "Anika",
        "Navya",
        "Kavya",
        "Ishita",
        "Riya",
        "Sneha",
        "Tanvi",
        "Khushi",
        "Muskan",
        "Palak",
        "Shreya",
        "Nandini",
        "Vaishnavi",
        "Aditi",
        "Pooja",
        "Sakshi",
        "Simran",
        "Harshita",
        "Kritika",
        "Mahi",
        "Prachi",
        "Radhika",
        "Srishti",
        "Trisha",
        "Anushka",
        "Bhavya",
        "Garima",
        "Jhanvi",
        "Manya",
        "Niharika",
        "Shruti",
        "Vanshika",
      ],
      surnames: [
        "Sharma",
        "Verma",
        "Gupta",
        "Singh",
        "Yadav",
        "Mishra",
        "Tiwari",
        "Pandey",
        "Srivastava",
        "Agarwal",
        "Maurya",
        "Jaiswal",
        "Chaurasia",
        "Upadhyay",
        "Tripathi",
        "Dubey",
        "Kushwaha",
        "Rai",
        "Pal",
        "Vishwakarma",
        "Saxena",
        "Dwivedi",
        "Shukla",
        "Patel",
        "Chauhan",
        "Kesarwani",
        "Sonkar",
      ],
    },
    muslim: {
      boys: ["Faizan", "Zaid", "Ayaan", "Arman", "Rehan", "Farhan", "Imran", "Sameer", "Arhaan", "Saif"],
      girls: ["Zoya", "Aafreen", "Sana", "Alina", "Inaya", "Mariyam", "Fatima", "Ayesha", "Alisha", "Mehak"],
      surnames: ["Khan", "Ansari", "Siddiqui", "Qureshi", "Ahmad", "Rizvi"],
    },
  };
  const classes = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"];
  const sections = ["A", "B", "C", "D"];
  const rng = new Rng("birthdays");
  const birthdays: Array<{ name: string; class: string; date: string; attachments: string[] }> = [];
  const daysInMonth = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  daysInMonth.forEach((days, monthIndex) => {
    for (let day = 1; day <= days; day++) {
      const date = `${String(monthIndex + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
      const count = rng.chance(0.45) ? 2 : 1;
      for (let index = 0; index < count; index++) {
        const girl = rng.chance(0.5);
        const group = rng.chance(0.15) ? names.muslim : names.hindu;
        birthdays.push({
          name: `${rng.pick(girl ? group.girls : group.boys)} ${rng.pick(group.surnames)}`,
          class: `${rng.pick(classes)}-${rng.pick(sections)}`,
          date,
          attachments: [rng.pick(girl ? avatars.girl : avatars.boy)],
        });
      }
    }
  });

  // ---------------------------------------------------------------- the bundle

  const content: BundleInput = {
    profile: {
      name: school.name,
      shortName: school.shortName,
      blurb:
        "Sunrise Valley Public School, Kesarganj, is a co-educational English-medium senior secondary school affiliated to CBSE, New Delhi. Since 1998 it has helped children from Playgroup to Class XII grow into curious, kind and confident young people through sound academics, sports, clubs and the arts.",
      board: "CBSE",
      affiliation: school.affiliation,
      address: school.address,
      phone: school.phone,
      email: school.email,
      helpDeskEmail: "helpdesk@portal.example.in",
      portalUrl: "https://portal.example.in",
      appStoreUrl: "https://apps.example.in/ios/gyanpath-parent",
      playStoreUrl: "https://apps.example.in/android/gyanpath-parent",
      videoChannelUrl: "https://videos.example.in/sunrise-valley",
      mapEmbedUrl:
        "https://www.openstreetmap.org/export/embed.html?bbox=82.6710%2C25.7380%2C82.7010%2C25.7560&layer=mapnik",
      vendorName: "Gyanpath EduSoft Pvt. Ltd.",
      vendorUrl: "https://www.gyanpath.example.in",
      admissionGuidelinesPdf: admissionGuidelines,
      sessionCalendarPdf: sessionCalendar,
      sampleCertificatePdf: sampleCertificate,
    },
    highlights,
    news,
    principalMessages,
    onlineRegistrations,
    toppers,
    galleries,
    birthdays,
    notifications,
    events,
    faculty,
    videos,
    transferCertificates: transferCertificates.map((certificate) => ({ ...certificate })),
  };

  // every file a record names must have a recipe, and every recipe must be used
  const named = new Set<string>();
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) {
        if (["attachments", "images", "image"].includes(key) && Array.isArray(inner))
          for (const name of inner) named.add(String(name));
        else if (["file", "admissionGuidelinesPdf", "sessionCalendarPdf", "sampleCertificatePdf"].includes(key))
          named.add(String(inner));
        else collect(inner);
      }
    }
  };
  collect(content);
  for (const name of named) if (!files.has(name)) throw new Error(`no recipe for ${name}`);
  for (const name of files.keys()) if (!named.has(name)) throw new Error(`recipe never used: ${name}`);

  return { content, files };
}
