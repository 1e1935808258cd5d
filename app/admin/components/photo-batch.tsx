import { type DragEvent, useEffect, useRef, useState } from "react";
import { PhotoSheet } from "#app/admin/components/photo-sheet.tsx";
import {
  firstToDescribe,
  mergedWords,
  type PhotoWords,
  photoState,
  photoStateLabels,
  sameWords,
  selectAll,
  selectionSummary,
  toggled,
  undescribedCount,
  wordsOf,
} from "#app/admin/lib/photo-batch.ts";
import { useAnswerFocus } from "#app/admin/lib/use-answer-focus.ts";
import { imageUrl } from "#app/lib/image-url.ts";
import type { PhotoRecord } from "#domain/media-records";

type Props = {
  photos: PhotoRecord[];
  cover: string | null;
  busy: boolean;
  /** The last answer of the form: its `focus` names the button to focus again after a move. */
  answer?: { focus?: string };
  /** An editor records a child's consent; a contributor only says that a caption names a child. */
  canRecordConsent: boolean;
  /** The photo the describing sheet shows, by its place; null when it is closed (the page opens it too). */
  sheetAt: number | null;
  onSheetAt: (index: number | null) => void;
};

/**
 * An album's photos as a compact grid (issue 23 point 3): a thumbnail a tile, three or more a row
 * on a phone, each saying whether it is described, decorative or still to describe, with a box to
 * select it; "Select all", and one step for the selection (mark decorative, take out). Describing
 * happens in a sheet that steps from photo to photo (photo-sheet.tsx). The words typed there are
 * kept here and sent as hidden fields, so every button of the form sends every photo's words, in
 * the order shown (app/admin/lib/album-form.ts reads them). Dragging a tile onto another's place
 * reorders and saves; the sheet's Move up / Move down are the keyboard's way. It has no form of its
 * own: it is the photos widget of an album's edit form (photos-field.tsx, decision 0101), whose
 * buttons carry its fields.
 */
export function PhotoBatch({ photos, cover, busy, answer, canRecordConsent, sheetAt, onSheetAt }: Props) {
  // A dragged order, shown until the saved album comes back; otherwise the album's own.
  const [dragOrder, setDragOrder] = useState<PhotoRecord[] | null>(null);
  const order = dragOrder ?? photos;
  const [dragged, setDragged] = useState<string | null>(null);
  const [words, setWords] = useState<Record<string, PhotoWords>>(() => wordsByPath(photos));
  const [coverPath, setCoverPath] = useState(cover);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const root = useRef<HTMLDivElement>(null);
  const pendingSave = useRef(false);
  const selectAllBox = useRef<HTMLInputElement>(null);

  // The album as saved ends a drag and the selection, and shows the words saved where they
  // changed; what was typed for other photos stays (mergedWords).
  const savedWords = useRef(wordsByPath(photos));
  useEffect(() => {
    const saved = wordsByPath(photos);
    const before = savedWords.current;
    savedWords.current = saved;
    setDragOrder(null);
    setWords((typed) => mergedWords(before, saved, typed));
    setSelected(new Set());
    // A cover chosen and saved is the album's now (the first photo, where the album has no cover of its own).
    setCoverPath(cover);
  }, [photos, cover]);

  // Once per answer, when the reordered album has arrived too (the answer comes first), the moved
  // photo's button gets the focus back; the sheet follows the photo to its new place first.
  useAnswerFocus(answer, (focus) => {
    const moved = /^move-(?:up|down)-(\d+)$/.exec(focus);
    if (!moved || sheetAt === null || sheetAt === Number(moved[1])) return false;
    onSheetAt(Number(moved[1]));
    return true;
  });
  useEffect(() => {
    if (!pendingSave.current) return;
    pendingSave.current = false;
    const form = root.current?.closest("form");
    form?.requestSubmit(root.current?.querySelector<HTMLButtonElement>("button[value=photos]") ?? undefined);
  });

  const ordered = order.map((photo) => words[photo.path] ?? wordsOf(photo));
  const paths = order.map((photo) => photo.path);
  const allSelected = paths.length > 0 && paths.every((path) => selected.has(path));
  useEffect(() => {
    if (selectAllBox.current) selectAllBox.current.indeterminate = selected.size > 0 && !allSelected;
  });
  const dirty =
    coverPath !== cover || photos.some((photo) => !sameWords(words[photo.path] ?? wordsOf(photo), wordsOf(photo)));

  const drop = (event: DragEvent, target: string) => {
    event.preventDefault();
    if (!dragged || dragged === target) return;
    const without = order.filter((photo) => photo.path !== dragged);
    const at = without.findIndex((photo) => photo.path === target);
    const moving = order.find((photo) => photo.path === dragged);
    if (!moving) return;
    const from = order.findIndex((photo) => photo.path === dragged);
    const to = order.findIndex((photo) => photo.path === target);
    without.splice(from < to ? at + 1 : at, 0, moving);
    setDragOrder(without);
    setDragged(null);
    // Saved after the new order is rendered into the form's fields.
    pendingSave.current = true;
  };

  if (order.length === 0) return <p>No photos yet. Add some above.</p>;
  const toDescribe = undescribedCount(ordered);
  // The cover: the one chosen, else the first photo (the site shows the album's first photo as its cover).
  const shownCover = coverPath ?? order[0]?.path ?? null;
  return (
    <div ref={root} className="admin-photo-form">
      <p className="admin-hint">
        {toDescribe === 0
          ? "Every photo is described or marked decorative."
          : `${toDescribe} ${toDescribe === 1 ? "photo needs" : "photos need"} a description, or to be marked decorative, before the album is published.`}{" "}
        Tap a photo to describe it. Drag a photo onto another's place to reorder.
      </p>
      <div className="admin-batch-bar">
        <button
          type="button"
          className="admin-button"
          onClick={() => onSheetAt(firstToDescribe(ordered))}
          disabled={busy}
        >
          Describe photos
        </button>
        <label className="admin-select-all">
          <input
            type="checkbox"
            ref={selectAllBox}
            checked={allSelected}
            onChange={(event) => setSelected(selectAll(paths, event.target.checked))}
          />{" "}
          Select all
        </label>
        <p className="admin-batch-count" role="status">
          {selectionSummary(selected.size, order.length)}
        </p>
        <div className="admin-photo-actions">
          <button
            type="submit"
            name="intent"
            value="decorative"
            className="admin-button admin-button-secondary"
            disabled={busy}
          >
            Mark selected as decorative
          </button>
          <button
            type="submit"
            name="intent"
            value="remove"
            className="admin-button admin-button-secondary"
            disabled={busy}
          >
            Take selected out of the album
          </button>
          <button type="submit" name="intent" value="photos" className="admin-button" disabled={busy}>
            Save photos
          </button>
          {dirty && <span className="admin-hint">Not saved yet.</span>}
        </div>
      </div>
      <input type="hidden" name="cover" value={coverPath ?? ""} />
      <ol className="admin-tiles">
        {order.map((photo, index) => {
          const entry = ordered[index];
          const state = photoState(entry);
          return (
            <li
              key={photo.path}
              id={`photo-${index}`}
              className={dragged === photo.path ? "admin-tile admin-photo-dragged" : "admin-tile"}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = "move";
                setDragged(photo.path);
              }}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => drop(event, photo.path)}
              onDragEnd={() => setDragged(null)}
            >
              <input type="hidden" name={`path-${index}`} value={photo.path} />
              <input type="hidden" name={`alt-${index}`} value={entry.alt} />
              <input type="hidden" name={`caption-${index}`} value={entry.caption} />
              <input type="hidden" name={`child-${index}`} value={entry.child} />
              {entry.decorative && <input type="hidden" name={`decorative-${index}`} value="on" />}
              <button type="button" className="admin-tile-open" onClick={() => onSheetAt(index)}>
                <img
                  src={imageUrl(photo.path, { width: 320 })}
                  alt=""
                  width={120}
                  height={120}
                  loading={index < 12 ? undefined : "lazy"}
                  className="admin-photo-thumb"
                />
                <span className={`admin-tile-state admin-tile-${state}`}>
                  {photoStateLabels[state]}
                  <span className="visually-hidden">
                    {" "}
                    photo {index + 1} of {order.length}, {photo.name}
                  </span>
                </span>
              </button>
              {shownCover === photo.path && <span className="admin-tile-cover">Cover</span>}
              <label className="admin-tile-select">
                <input
                  type="checkbox"
                  name={`selected-${index}`}
                  checked={selected.has(photo.path)}
                  onChange={(event) => setSelected(toggled(selected, photo.path, event.target.checked))}
                />
                <span className="visually-hidden">
                  Select photo {index + 1}: {photo.name}
                </span>
              </label>
            </li>
          );
        })}
      </ol>
      <PhotoSheet
        photos={order}
        words={ordered}
        at={sheetAt}
        onStep={onSheetAt}
        onClose={() => onSheetAt(null)}
        onChange={(index, change) => {
          const path = order[index]?.path;
          if (path) setWords((current) => ({ ...current, [path]: { ...ordered[index], ...change } }));
        }}
        cover={shownCover}
        onCover={setCoverPath}
        busy={busy}
        canRecordConsent={canRecordConsent}
      />
    </div>
  );
}

function wordsByPath(photos: readonly PhotoRecord[]): Record<string, PhotoWords> {
  return Object.fromEntries(photos.map((photo) => [photo.path, wordsOf(photo)]));
}
