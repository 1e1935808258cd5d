/**
 * The seven clubs with a photo page (spec 2.6), by the folder name their built-in photos use.
 * An album may be chosen for one club (issue 14): its page then shows the chosen albums' photos
 * instead of the built-in ones. The admin area names the clubs as the pages do.
 */
export const clubFolders = [
  "english-literary",
  "green",
  "music",
  "performing-arts",
  "quest",
  "piccaso",
  "ramanujan",
] as const;
export type ClubFolder = (typeof clubFolders)[number];

export const clubLabels: Record<ClubFolder, string> = {
  "english-literary": "English Literary Club",
  green: "Green Club",
  music: "Music Club",
  "performing-arts": "Performing Arts Club",
  quest: "Quest Club",
  piccaso: "Picasso Club",
  ramanujan: "Ramanujan Club",
};

export function isClubFolder(value: string): value is ClubFolder {
  return (clubFolders as readonly string[]).includes(value);
}
