import { useCallback, useEffect, useRef, useState } from "react";
import { fetchPictures } from "#app/admin/lib/picture-upload.ts";
import type { PhotoRecord } from "#domain/media-records";

export type PictureRecords = {
  /** What is known of each uploaded picture, by its stored path. */
  records: ReadonlyMap<string, PhotoRecord>;
  /** Adds what an upload or the list of uploads told. */
  remember: (found: readonly PhotoRecord[]) => void;
};

/**
 * The uploads behind the pictures a text shows, so the editor names each by the name it was
 * uploaded with (issue 23). Paths it has not seen are asked for once, together; a path that is
 * not an upload of the school (a picture of the school's own folder) is simply not named.
 */
export function usePictureRecords(school: string | undefined, paths: readonly string[]): PictureRecords {
  const [records, setRecords] = useState<ReadonlyMap<string, PhotoRecord>>(() => new Map());
  const asked = useRef(new Set<string>());
  const remember = useCallback((found: readonly PhotoRecord[]) => {
    if (found.length === 0) return;
    setRecords((current) => {
      const next = new Map(current);
      for (const record of found) next.set(record.path, record);
      return next;
    });
  }, []);
  const key = paths.join("\n");
  useEffect(() => {
    if (!school) return;
    const unknown = key.split("\n").filter((path) => path !== "" && !asked.current.has(path));
    if (unknown.length === 0) return;
    for (const path of unknown) asked.current.add(path);
    void fetchPictures(school, unknown).then(remember);
  }, [school, key, remember]);
  return { records, remember };
}
