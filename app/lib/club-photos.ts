/**
 * The club pages' photos are the school's static images, not content
 * records: clubs/<folder>/01.jpg … NN.jpg, as many as spec 2.6 says.
 */
import { type ClubFolder, clubPhotoCounts } from "./constants";
import { publicPath } from "./image-url";

/** Stored paths of one club's photos, in order. */
export function clubPhotoPaths(schoolCode: string, club: ClubFolder): string[] {
  return Array.from({ length: clubPhotoCounts[club] }, (_, index) =>
    publicPath(schoolCode, `clubs/${club}/${String(index + 1).padStart(2, "0")}.jpg`),
  );
}
