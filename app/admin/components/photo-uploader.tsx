import { type DragEvent, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { UploadProgress } from "#app/admin/components/upload-list.tsx";
import { sendUpload } from "#app/admin/lib/send-upload.ts";
import { isSettled, newItems, retry, toStart, type UploadItem } from "#app/admin/lib/upload-queue.ts";
import { type PhotoRecord, uploadResultSchema } from "#domain/media-records";
import { displayName, uploadRefusal } from "#domain/media-rules";
import { sniffLength, sniffType } from "#domain/media-type";

type Props = {
  /**
   * Where each photo is POSTed: the album's upload address, or by the file's place in its batch
   * (hero slides: the slot it replaces); undefined when the file has no place to go.
   */
  uploadUrl: string | ((position: number) => string | undefined);
  /** Names the control: "Photos for Annual Day". */
  label: string;
  /** What a file with no place is told (uploadUrl answered undefined). */
  noPlace?: string;
  /** The hint under the label. */
  hint?: string;
  /**
   * Told each photo stored, as it arrives: an album in the generic editor keeps it in its draft
   * (decision 0101). Without it, the page's data is read again once a batch has settled.
   */
  onUploaded?: (file: PhotoRecord) => void;
};

/** The photo an upload's answer names, or undefined. */
function storedPhoto(body: string): PhotoRecord | undefined {
  try {
    return uploadResultSchema.safeParse(JSON.parse(body)).data?.file;
  } catch {
    return undefined;
  }
}

/**
 * Pick or drop many photos: each is sent on its own (two at a time), with its own progress bar,
 * and a failed one has its own Retry. A file the server would refuse by its first bytes or its
 * size (a HEIC photo named .jpg, a 40 MB scan) is refused here at once, in the server's words;
 * the server checks every file again.
 */
export function PhotoUploader({ uploadUrl, label, noPlace, hint, onUploaded }: Props) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const files = useRef(new Map<number, File>());
  const nextId = useRef(1);
  const [dragging, setDragging] = useState(false);
  const revalidator = useRevalidator();
  const settledBefore = useRef(true);
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;

  const urlOf = (position: number) => (typeof uploadUrl === "string" ? uploadUrl : uploadUrl(position));

  const add = async (picked: File[]) => {
    const added = newItems(picked, nextId.current);
    nextId.current += picked.length;
    const checked = await Promise.all(
      added.map(async (item, index) => {
        const file = picked[index];
        files.current.set(item.id, file);
        const head = new Uint8Array(await file.slice(0, sniffLength).arrayBuffer());
        const refused = uploadRefusal("photo", displayName(file.name), file.size, sniffType(head));
        if (refused) return { ...item, state: "failed" as const, message: refused.message };
        if (urlOf(item.position) === undefined) {
          files.current.delete(item.id);
          return {
            ...item,
            state: "failed" as const,
            message: `${displayName(file.name)}: ${noPlace ?? "it has no place to go."}`,
          };
        }
        return item;
      }),
    );
    setItems((current) => [...current, ...checked]);
  };

  useEffect(() => {
    for (const item of toStart(items)) {
      const file = files.current.get(item.id);
      const url = typeof uploadUrl === "string" ? uploadUrl : uploadUrl(item.position);
      if (!file || !url) continue;
      void sendUpload(setItems, item.id, url, file).then(({ status, body }) => {
        const stored = status === 200 || status === 201 ? storedPhoto(body) : undefined;
        if (stored) uploaded.current?.(stored);
      });
    }
  }, [items, uploadUrl]);

  // Once a batch has settled, the album shows what arrived.
  useEffect(() => {
    const settled = isSettled(items);
    const arrived = items.some((item) => item.state === "done");
    if (settled && !settledBefore.current && arrived && !uploaded.current) revalidator.revalidate();
    settledBefore.current = settled;
  }, [items, revalidator]);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void add([...event.dataTransfer.files]);
  };

  return (
    <div className="admin-uploader">
      {/* The drop area is the group around the file input, which keyboards and screen readers use. */}
      <fieldset
        className={dragging ? "admin-drop admin-drop-active" : "admin-drop"}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <label htmlFor="photo-files">{label}</label>
        <p className="admin-hint" id="photo-files-hint">
          {hint ??
            "Choose or drop many at once: JPEG, PNG or WebP, up to 25 MB each. Photos are turned the right way up, made at most 2560 pixels wide, and their location and camera details are removed."}
        </p>
        <input
          id="photo-files"
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp"
          aria-describedby="photo-files-hint"
          onChange={(event) => {
            void add([...(event.target.files ?? [])]);
            event.target.value = "";
          }}
        />
      </fieldset>
      <UploadProgress
        items={items}
        canRetry={(id) => files.current.has(id)}
        onRetry={(id) => setItems((current) => retry(current, id))}
      />
    </div>
  );
}
