/** The principal's message, with her portrait, and her message video. */
import type { Registry } from "./registry";

export function buildPrincipalMessages(files: Registry) {
  return [
    {
      message:
        "<p>Dear parents and students, welcome to Sunrise Valley Public School. For more than twenty-five years our school has believed that every child carries a spark, and that a good school is a place where that spark is noticed, protected and given room to grow.</p>" +
        "<p>We want our students to be curious, kind and confident. Alongside a strong academic programme we give equal care to sports, music, art, clubs and community service, because <strong>character is built in the classroom and far beyond it</strong>. Our teachers know each child by name, and our doors are always open to parents.</p>" +
        "<p>I thank our parents for their trust and our teachers for their dedication. Together, let us help our children rise like the morning sun: steadily, brightly and for the good of all.</p>",
      name: "Dr. Anita Saxena",
      category: "Principal",
      attachments: [
        files.register("principal/dr-anita-saxena.jpg", { type: "portrait", seed: "principal", kind: "woman" }),
      ],
    },
  ];
}

/**
 * The principal's message video of the Home popup: a six-second clip drawn in
 * code (content/demo/lib/video.ts), her portrait with three lines of her message.
 */
export function buildPrincipalVideo(files: Registry): string {
  return files.register("principal/message.mp4", {
    type: "video",
    clip: {
      portraitSeed: "principal",
      name: "Dr. Anita Saxena",
      role: "Principal, Sunrise Valley Public School",
      captions: [
        "Welcome to Sunrise Valley Public School.",
        "Every child carries a spark; we help it grow.",
        "Let us rise together like the morning sun.",
      ],
    },
  });
}
