/** The pop-up notifications on the home page. */
import type { Registry } from "./registry";

export function buildNotifications(files: Registry) {
  return [
    {
      title: "Admissions open for Session 2027-28",
      desc: "Registration for Playgroup to Class IX and Class XI is open until 31 January 2027. Register online and upload the documents.",
      image: [files.photo("notifications/admissions-2027-28.jpg", "campus", 1000, 700)],
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
}
