import { useEffect, useRef, useState } from "react";
import { UploadProgress } from "#app/admin/components/upload-list.tsx";
import { mediaPaths } from "#app/admin/lib/media-paths.ts";
import { sendUpload } from "#app/admin/lib/send-upload.ts";
import { newItems, retry, toStart, type UploadItem } from "#app/admin/lib/upload-queue.ts";
import type { EditableField, FileAccept } from "#domain/editing/editable-fields";
import { displayName, type UploadKind, uploadRefusal } from "#domain/media-rules";
import { type SniffedType, sniffLength, sniffType } from "#domain/media-type";

const acceptAttribute = {
  photos: "image/jpeg,image/png,image/webp",
  documents: "application/pdf",
  both: "image/jpeg,image/png,image/webp,application/pdf",
  video: "video/mp4",
} as const;

const uploadUrls: Record<UploadKind, (school: string) => string> = {
  photo: mediaPaths.photos,
  document: mediaPaths.documents,
  video: mediaPaths.videos,
};

/** Which upload a sniffed file is. */
function kindOfType(type: SniffedType): UploadKind {
  return type === "pdf" ? "document" : type === "mp4" ? "video" : "photo";
}

/** Whether a field that takes `accept` takes a file of `kind`. */
function accepts(accept: FileAccept, kind: UploadKind): boolean {
  if (accept === "both") return kind === "photo" || kind === "document";
  return { photos: "photo", documents: "document", video: "video" }[accept] === kind;
}

const wanted: Record<FileAccept, string> = {
  photos: "a photo (JPEG, PNG or WebP)",
  documents: "a PDF",
  both: "a PDF or a photo",
  video: "an MP4 video",
};

const _limitsText: Record<FileAccept, string> = {
  photos: "JPEG, PNG or WebP, up to 25 MB each.",
  documents: "PDF, up to 20 MB.",
  both: "PDFs up to 20 MB, photos up to 25 MB.",
  video: "MP4, up to 60 MB.",
};

/** The stored path an upload's answer names, or undefined. */
function pathOf(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { file?: { path?: unknown } };
    return typeof parsed.file?.path === "string" ? parsed.file.path : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A content item's files (issue 13, through the media issue's uploads): what it has, each
 * with a link and Remove, and a file input whose picks are sent one by one with their own
 * progress bar and Retry. PDFs and photos go to their own upload addresses, so a photo is
 * turned upright and stripped of its location like any other. The form posts the list as JSON.
 */
export function FileListField({
  field,
  value,
  school,
  error,
  onChange,
}: {
  field: EditableField;
  value: unknown;
  school: string;
  error?: string;
  /** Told the stored paths whenever they change: a document widget keeps its PDF with its attestation. */
  onChange?: (paths: string[]) => void;
}) {
  const single = field.widget === "file";
  const accept = field.accept ?? "both";
  const initial = single
    ? typeof value === "string" && value
      ? [value]
      : []
    : Array.isArray(value)
      ? value.map(String)
      : [];
  const [paths, setPaths] = useState<string[]>(initial);
  const [items, setItems] = useState<UploadItem[]>([]);
  const files = useRef(new Map<number, { file: File; kind: UploadKind }>());
  const nextId = useRef(1);
  const id = `field-${field.name}`;
  const told = useRef(onChange);
  told.current = onChange;
  useEffect(() => {
    told.current?.(paths);
  }, [paths]);

  const add = async (picked: File[]) => {
    const added = newItems(single ? picked.slice(0, 1) : picked, nextId.current);
    nextId.current += added.length;
    const checked = await Promise.all(
      added.map(async (item, index) => {
        const file = picked[index];
        const type = sniffType(new Uint8Array(await file.slice(0, sniffLength).arrayBuffer()));
        const kind = kindOfType(type);
        if (!accepts(accept, kind)) {
          return { ...item, state: "failed" as const, message: `${displayName(file.name)} is not ${wanted[accept]}.` };
        }
        const refused = uploadRefusal(kind, displayName(file.name), file.size, type);
        if (refused) return { ...item, state: "failed" as const, message: refused.message };
        files.current.set(item.id, { file, kind });
        return item;
      }),
    );
    setItems((current) => [...current, ...checked]);
  };

  useEffect(() => {
    for (const item of toStart(items)) {
      const picked = files.current.get(item.id);
      if (!picked) continue;
      const url = uploadUrls[picked.kind](school);
      void sendUpload(setItems, item.id, url, picked.file).then(({ status, body }) => {
        const stored = status === 200 || status === 201 ? pathOf(body) : undefined;
        if (stored)
          setPaths((current) => (single ? [stored] : current.includes(stored) ? current : [...current, stored]));
      });
    }
  }, [items, school, single]);

  const described = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <fieldset className="admin-field admin-files">
      <legend>{field.label}</legend>
      <p className="admin-hint" id={`${id}-hint`}>
        {field.hint ? `${field.hint} ` : ""}
        {accept === "documents"
          ? "PDF, up to 20 MB."
          : accept === "photos"
            ? "JPEG, PNG or WebP, up to 25 MB each."
            : "PDFs up to 20 MB, photos up to 25 MB."}
      </p>
      <input type="hidden" name={field.name} value={single ? (paths[0] ?? "") : JSON.stringify(paths)} />
      {paths.length === 0 ? (
        <p>None yet.</p>
      ) : (
        <ul className="admin-file-list">
          {paths.map((path, index) => {
            // Stored files are named by their bytes' hash: a clerk recognises the picture, or the kind and place.
            const photo = /\.(jpe?g|png|webp)$/i.test(path);
            const what = photo ? "Photo" : /\.pdf$/i.test(path) ? "PDF" : /\.mp4$/i.test(path) ? "Video" : "File";
            const name = `${what} ${index + 1}`;
            return (
              <li key={path}>
                {photo && (
                  <img src={`/api/image/${path}?w=160`} alt="" width={80} height={60} className="admin-file-thumb" />
                )}
                <a href={`/api/image/${path}`} target="_blank" rel="noopener">
                  {name}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
                <button
                  type="button"
                  className="admin-button admin-button-small admin-button-secondary"
                  onClick={() => setPaths((current) => current.filter((entry) => entry !== path))}
                >
                  Remove<span className="visually-hidden"> {name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <label htmlFor={id}>{single ? "Choose a file" : "Add files"}</label>
      <input
        id={id}
        type="file"
        multiple={!single}
        accept={acceptAttribute[accept]}
        aria-describedby={described}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          void add([...(event.target.files ?? [])]);
          event.target.value = "";
        }}
      />
      {error && (
        <p className="admin-error" id={`${id}-error`}>
          {error}
        </p>
      )}
      {items.length > 0 && (
        <UploadProgress
          items={items}
          canRetry={(itemId) => files.current.has(itemId)}
          onRetry={(itemId) => setItems((current) => retry(current, itemId))}
        />
      )}
    </fieldset>
  );
}
