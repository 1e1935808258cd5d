/** The photo albums: celebrations, exhibitions and activities, each photo a drawn scene. */
import type { SceneKind } from "#content/demo/lib/scenes/scene-kinds";
import { type Registry, twoDigits } from "./registry";

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

/** Registers the albums' photos; the events use some of them, so this runs first. */
export function buildGalleries(files: Registry) {
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
  return albums.map(({ scenes, ...album }) => ({
    ...album,
    attachments: scenes.map((scene, index) => files.photo(`gallery/${album._id}/${twoDigits(index + 1)}.jpg`, scene)),
  }));
}
