import { useCallback, useRef, useState } from "react";
import { uploadPicture } from "#app/admin/lib/picture-upload.ts";
import { newItems, type UploadItem, update } from "#app/admin/lib/upload-queue.ts";
import type { PhotoRecord } from "#domain/media-records";

export type PictureUploads = {
  /** The pictures on their way, and those that failed (with the server's words and a Retry). */
  items: readonly UploadItem[];
  add: (files: readonly File[]) => void;
  retry: (id: number) => void;
  canRetry: (id: number) => boolean;
};

/**
 * Pictures picked, dropped or pasted into written content, each sent through the media pipeline
 * with its own progress (issue 23). A picture that has arrived leaves the list and is handed to
 * `onUploaded`, which puts it in the text; one that failed stays, with why, until retried.
 */
export function usePictureUploads(school: string | undefined, onUploaded: (file: PhotoRecord) => void): PictureUploads {
  const [items, setItems] = useState<UploadItem[]>([]);
  const files = useRef(new Map<number, File>());
  const nextId = useRef(1);
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;

  const start = useCallback(
    (id: number, file: File) => {
      if (!school) return;
      setItems((current) => update(current, id, { state: "sending", sent: 0, message: undefined }));
      void uploadPicture(
        school,
        file,
        (sent) => setItems((current) => update(current, id, { sent })),
        () => setItems((current) => update(current, id, { state: "processing" })),
      ).then((result) => {
        if (!result.ok) {
          setItems((current) => update(current, id, { state: "failed", message: result.message }));
          return;
        }
        files.current.delete(id);
        setItems((current) => current.filter((item) => item.id !== id));
        uploaded.current(result.file);
      });
    },
    [school],
  );

  const add = useCallback(
    (picked: readonly File[]) => {
      const added = newItems(picked, nextId.current);
      nextId.current += added.length;
      setItems((current) => [...current, ...added]);
      added.forEach((item, index) => {
        files.current.set(item.id, picked[index]);
        start(item.id, picked[index]);
      });
    },
    [start],
  );

  const retry = useCallback(
    (id: number) => {
      const file = files.current.get(id);
      if (file) start(id, file);
    },
    [start],
  );

  return { items, add, retry, canRetry: (id) => files.current.has(id) };
}
