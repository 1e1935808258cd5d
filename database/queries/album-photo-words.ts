import type { Db } from "#database/connection";
import { forSchool, type SchoolDb, writeSchool } from "#database/school-scope";
import { contentKinds } from "#domain/content-kinds";
import type { PhotoTextInput } from "#domain/media-records";
import { listItems } from "./lists";
import { markDecorative, setPhotoTexts } from "./media-files";

/**
 * Photos' words as an album's grid and sheet set them (decision 0101): alt text, caption, the
 * decorative mark, whether the caption names a child and the consent. They are the uploads' own
 * (media_file), not a draft's: the public album pages read them at once (/api/albumPhotos), so
 * when one of the photos is on a published album the change moves the content version, and every
 * cache shows the new words; the words of photos on no published album wait for nothing either.
 */
export async function describePhotos(
  db: Db,
  schoolCode: string,
  change: { texts: readonly PhotoTextInput[]; decorative: readonly string[] },
): Promise<void> {
  const paths = [...change.texts.map((text) => text.path), ...change.decorative];
  if (paths.length === 0) return;
  const albums = await listItems(db, contentKinds.galleries, schoolCode);
  const published = new Set(albums.flatMap((album) => album.attachments));
  const work = async (school: SchoolDb) => {
    await setPhotoTexts(school, change.texts);
    // After the words: a photo both described and marked decorative in one step is decorative.
    await markDecorative(school, change.decorative);
  };
  if (paths.some((path) => published.has(path))) await writeSchool(db, schoolCode, work);
  else await forSchool(db, schoolCode).transaction(work);
}
