import { useEffect } from "react";
import { ModalDialog } from "#app/admin/components/admin-dialog.tsx";
import { MoveButtons } from "#app/admin/components/move-buttons.tsx";
import type { PhotoWords } from "#app/admin/lib/photo-batch.ts";
import { imageUrl } from "#app/lib/image-url.ts";
import { consentLabel } from "#domain/consent";
import type { PhotoRecord } from "#domain/media-records";

type Props = {
  photos: readonly PhotoRecord[];
  words: readonly PhotoWords[];
  /** The photo shown, by its place in the album; null when the sheet is closed. */
  at: number | null;
  onStep: (index: number) => void;
  onClose: () => void;
  onChange: (index: number, words: Partial<PhotoWords>) => void;
  /** The album's cover: the one chosen, else its first photo. */
  cover: string | null;
  onCover: (path: string | null) => void;
  busy: boolean;
  canRecordConsent: boolean;
};

/**
 * Describing the album's photos, one at a time (issue 23 point 3): a sheet over the photo grid
 * that steps from photo to photo with Previous and Next, each with its alt text, caption,
 * "names a child", decorative mark, cover choice and its place in the album. Its fields write
 * into the batch's words, which the grid's form sends (hidden inputs), so stepping loses nothing
 * and one Save sends every photo's words. It sits inside that form: its buttons submit it.
 */
export function PhotoSheet({
  photos,
  words,
  at,
  onStep,
  onClose,
  onChange,
  cover,
  onCover,
  busy,
  canRecordConsent,
}: Props) {
  const index = at === null ? 0 : Math.min(at, photos.length - 1);
  const photo = photos[index];
  const entry = words[index];
  const open = at !== null && photo !== undefined && entry !== undefined;
  // Opened to describe: the description takes the focus (after the dialog's own, on its close
  // button). Stepping keeps it on Previous or Next, so the steps can be tapped on.
  useEffect(() => {
    if (open) document.getElementById("sheet-alt")?.focus();
  }, [open]);
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      titleId="photo-sheet-title"
      title={`Photo ${index + 1} of ${photos.length}`}
      closeLabel="Close the photo's description"
      className="admin-photo-sheet"
    >
      {photo && entry && (
        <div className="admin-sheet-body">
          <p className="admin-sheet-name">{photo.name}</p>
          <img
            key={photo.path}
            src={imageUrl(photo.path, { width: 640 })}
            alt=""
            width={photo.width ?? 320}
            height={photo.height ?? 240}
            className="admin-sheet-photo"
          />
          <div className="admin-field">
            <label htmlFor="sheet-alt">Description (alt text)</label>
            <textarea
              id="sheet-alt"
              rows={2}
              value={entry.alt}
              aria-describedby="sheet-alt-hint"
              onChange={(event) => onChange(index, { alt: event.target.value })}
            />
            <p className="admin-hint" id="sheet-alt-hint">
              What the photo shows, for people who cannot see it.
            </p>
          </div>
          <div className="admin-field">
            <label htmlFor="sheet-caption">Caption</label>
            <input
              id="sheet-caption"
              value={entry.caption}
              onChange={(event) => onChange(index, { caption: event.target.value })}
            />
          </div>
          <div className="admin-field">
            <label htmlFor="sheet-child">Does the caption name a child?</label>
            <select
              id="sheet-child"
              value={entry.child}
              aria-describedby="sheet-child-hint"
              onChange={(event) => onChange(index, { child: event.target.value })}
            >
              <option value="">No child named</option>
              <option value="none">Names a child: no consent on file</option>
              {canRecordConsent && <option value="given">Names a child: consent on file</option>}
              {canRecordConsent && <option value="refused">Names a child: consent refused</option>}
              {!canRecordConsent && photo.consent && (
                <option value={photo.consent}>Names a child: {consentLabel(photo.consent).toLowerCase()}</option>
              )}
            </select>
            <p className="admin-hint" id="sheet-child-hint">
              Shown on the site only once the family's consent is on file (Digital Personal Data Protection Act, 2023).
            </p>
          </div>
          <div className="admin-checks">
            <label>
              <input
                type="checkbox"
                checked={entry.decorative}
                onChange={(event) => onChange(index, { decorative: event.target.checked })}
              />{" "}
              Decorative (adds nothing a reader needs)
            </label>
            <label>
              <input
                type="checkbox"
                checked={cover === photo.path}
                onChange={(event) => onCover(event.target.checked ? photo.path : null)}
              />{" "}
              Cover of the album
            </label>
          </div>
          <MoveButtons index={index} idPrefix="move" what="photo" disabled={busy} />
          <div className="admin-sheet-steps">
            <button
              type="button"
              className="admin-button admin-button-secondary"
              disabled={index === 0}
              onClick={() => onStep(index - 1)}
            >
              Previous
            </button>
            <button
              type="button"
              className="admin-button admin-button-secondary"
              disabled={index === photos.length - 1}
              onClick={() => onStep(index + 1)}
            >
              Next
            </button>
            <button type="submit" name="intent" value="photos" className="admin-button" disabled={busy}>
              Save descriptions
            </button>
          </div>
        </div>
      )}
    </ModalDialog>
  );
}
