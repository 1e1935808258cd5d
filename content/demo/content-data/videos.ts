/** The video gallery: recordings of school events. */

export const videos = [
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
