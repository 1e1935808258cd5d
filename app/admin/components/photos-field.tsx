import { createContext, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useNavigation } from "react-router";
import { PhotoBatch } from "#app/admin/components/photo-batch.tsx";
import { PhotoUploader } from "#app/admin/components/photo-uploader.tsx";
import { mediaPaths } from "#app/admin/lib/media-paths.ts";
import type { EditableField } from "#domain/editing/editable-fields";
import type { PhotoRecord } from "#domain/media-records";

/** What the edit screen tells an album's photos widget beside the item's values. */
export type PhotosWidgetData = {
  /** The uploads among the item's photos, with their words (media_file). */
  records: readonly PhotoRecord[];
  /** An editor records a child's consent; a contributor only says that a caption names a child. */
  canRecordConsent: boolean;
  /** The last button's answer: its `focus` names the button to focus again after a move. */
  answer?: { focus?: string };
};

export const PhotosWidgetContext = createContext<PhotosWidgetData | null>(null);

/** The field's value: the item's list, or the JSON a browser's unsaved copy holds. */
function pathsOf(value: unknown): string[] {
  let list = value;
  if (typeof value === "string") {
    try {
      list = JSON.parse(value);
    } catch {
      list = [];
    }
  }
  return Array.isArray(list) ? list.filter((path): path is string => typeof path === "string") : [];
}

/** A photo with no upload record (it came with an imported bundle): named by its file, with no words. */
function importedPhoto(path: string): PhotoRecord {
  return {
    path,
    name: path.split("/").at(-1) ?? path,
    width: null,
    height: null,
    bytes: 0,
    alt: "",
    caption: "",
    decorative: false,
    namesChild: false,
    consent: null,
  };
}

/**
 * An album's photos in the generic editor (decision 0101): "Add photos" (each upload joins the
 * draft as it arrives, saved with the next autosave or button), then the grid and its describing
 * sheet (photo-batch.tsx, photo-sheet.tsx, decision 0097) inside the editor's form. The field's
 * value, the photos' stored paths in order, goes as JSON; the grid's hidden fields carry each
 * photo's words and the order shown, which the edit action applies (photos-action.server.ts).
 * A refused publish's findings name their photo's file (`data-file`): following one opens the sheet there.
 */
export function PhotosField({
  field,
  value,
  school,
  title,
  error,
}: {
  field: EditableField;
  value: unknown;
  school: string;
  title: string;
  error?: string;
}) {
  const data = useContext(PhotosWidgetContext);
  const busy = useNavigation().state !== "idle";
  const [paths, setPaths] = useState<string[]>(() => pathsOf(value));
  const [uploaded, setUploaded] = useState<ReadonlyMap<string, PhotoRecord>>(() => new Map());
  const [sheetAt, setSheetAt] = useState<number | null>(null);
  // The form is kept across answers (content-edit.tsx): each answer's saved photos come in as the
  // field's value, with any photo that arrived after the button was pressed kept at the end.
  const root = useRef<HTMLDivElement>(null);
  const sent = useRef<readonly string[]>([]);
  const shown = useRef(paths);
  shown.current = paths;
  useEffect(() => {
    const form = root.current?.closest("form");
    const keep = () => {
      sent.current = shown.current;
    };
    form?.addEventListener("submit", keep);
    return () => form?.removeEventListener("submit", keep);
  }, []);
  useEffect(() => {
    const saved = pathsOf(value);
    setPaths((current) => {
      const before = new Set(sent.current);
      return [...saved, ...current.filter((path) => !before.has(path) && !saved.includes(path))];
    });
  }, [value]);
  const records = data?.records;
  const photos = useMemo(() => {
    const known = new Map((records ?? []).map((record) => [record.path, record]));
    return paths.map((path) => known.get(path) ?? uploaded.get(path) ?? importedPhoto(path));
  }, [paths, records, uploaded]);

  // A finding of a refused publish names its photo's file: its link opens the sheet at that photo.
  useEffect(() => {
    const open = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[data-file]") : null;
      const place = link ? paths.indexOf(link.getAttribute("data-file") ?? "") : -1;
      if (place === -1) return;
      event.preventDefault();
      setSheetAt(place);
    };
    document.addEventListener("click", open);
    return () => document.removeEventListener("click", open);
  }, [paths]);

  const id = `field-${field.name}`;
  return (
    <div className="admin-photos-field" id={id} tabIndex={-1} ref={root}>
      <input type="hidden" name={field.name} value={JSON.stringify(paths)} />
      <h2>Add photos</h2>
      <PhotoUploader
        uploadUrl={mediaPaths.photos(school)}
        label={`${field.label} for ${title}`}
        onUploaded={(file) => {
          setUploaded((current) => new Map(current).set(file.path, file));
          setPaths((current) => (current.includes(file.path) ? current : [...current, file.path]));
        }}
      />
      <h2>
        {field.label} ({photos.length})
      </h2>
      {error && (
        <p className="admin-error" id={`${id}-error`}>
          {error}
        </p>
      )}
      <PhotoBatch
        photos={photos}
        cover={null}
        busy={busy}
        answer={data?.answer}
        canRecordConsent={data?.canRecordConsent ?? false}
        sheetAt={sheetAt}
        onSheetAt={setSheetAt}
      />
    </div>
  );
}
