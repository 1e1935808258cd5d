/** The kinds of scene the generator can draw. */

export const sceneKinds = [
  "campus",
  "assembly",
  "lab",
  "computer",
  "sports",
  "library",
  "stage",
  "dance",
  "classroom",
  "exhibition",
  "garden",
  "art",
  "music",
  "math",
  "quiz",
  "literary",
  "trophy",
  "festival",
  "yoga",
  "trip",
  "flag",
] as const;
export type SceneKind = (typeof sceneKinds)[number];
