/** The CBSE toppers of Classes X and XII for two sessions, with their portraits. */
import { type Registry, twoDigits } from "./registry";

export function buildToppers(files: Registry) {
  // five portraits each of boys (student-01 to -05) and girls (student-06 to -10), handed out in turn
  const portraits = (kind: "boy" | "girl", offset: number) =>
    [1, 2, 3, 4, 5].map((n) =>
      files.register(`toppers/student-${twoDigits(n + offset)}.jpg`, {
        type: "portrait",
        seed: `topper-${kind}-${n}`,
        kind,
      }),
    );
  const topperPhotos = { boy: portraits("boy", 0), girl: portraits("girl", 5) };
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
    // The demo's families have all given consent, so the site shows what the specification describes.
    consent: "given" as const,
  });
  return [
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
}
