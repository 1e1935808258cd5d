/** Transfer certificates: the records for /Tc, and the files they download (one PDF, one picture). */
import type { Registry } from "./registry";
import { school } from "./school";

/** The two certificates the demo can hand out on /Tc. */
export const transferCertificates = [
  { admission: "SVPS/2019/0147", name: "Aarav Sharma", file: "tc/svps-2019-0147.pdf" },
  { admission: "SVPS/2018/0093", name: "Priya Verma", file: "tc/svps-2018-0093.jpg" },
] as const;

/** Registers the issued certificates: Aarav's as a PDF, Priya's as a scanned-looking picture. */
export function registerTransferCertificates(files: Registry): void {
  const [aarav, priya] = transferCertificates;
  files.pdf(aarav.file, "Transfer Certificate", [
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
  files.register(priya.file, {
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
}
