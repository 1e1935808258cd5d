import { type DragEvent, useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { MoveButtons } from "#app/admin/components/move-buttons.tsx";
import { childValue } from "#app/admin/lib/album-form.ts";
import { imageUrl } from "#app/lib/image-url.ts";
import { consentLabel } from "#domain/consent";
import type { PhotoRecord } from "#domain/media-records";

type Props = {
  photos: PhotoRecord[];
  cover: string | null;
  busy: boolean;
  /** The last answer of the form: its `focus` names the button to focus again after a move. */
  answer?: { focus?: string };
  /** An editor records a child's consent; a contributor only says that a caption names a child. */
  canRecordConsent: boolean;
};

/**
 * The album's photos in one form (app/admin/lib/album-form.ts reads it): each with its alt text,
 * caption, decorative mark, a selection box for batch steps, the cover choice, and Move up / Move
 * down buttons for the keyboard. Dragging a photo onto another's place reorders too, and saves.
 */
export function AlbumPhotoList({ photos, cover, busy, answer, canRecordConsent }: Props) {
  // A dragged order, shown until the saved album comes back; otherwise the album's own.
  const [dragOrder, setDragOrder] = useState<PhotoRecord[] | null>(null);
  const order = dragOrder ?? photos;
  const [dragged, setDragged] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const pendingSave = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new album from the server ends the dragged order
  useEffect(() => setDragOrder(null), [photos]);
  // Once per answer, when the reordered album has arrived too (the answer comes first), the moved
  // photo's button gets the focus back: moving its item in the page took it away.
  const navigation = useNavigation();
  const pendingFocus = useRef<string | undefined>(undefined);
  useEffect(() => {
    pendingFocus.current = answer?.focus;
  }, [answer]);
  useEffect(() => {
    if (navigation.state !== "idle" || !pendingFocus.current) return;
    document.getElementById(pendingFocus.current)?.focus();
    pendingFocus.current = undefined;
  });
  useEffect(() => {
    if (!pendingSave.current) return;
    pendingSave.current = false;
    form.current?.requestSubmit(form.current.querySelector<HTMLButtonElement>("button[value=save]") ?? undefined);
  });

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
  return (
    <Form method="post" ref={form} className="admin-photo-form">
      <p className="admin-hint" id="child-hint">
        A photo whose caption names a child is shown on the site only once the family's consent is on file (Digital
        Personal Data Protection Act, 2023).
      </p>
      <ol className="admin-photos">
        {order.map((photo, index) => (
          <li
            key={photo.path}
            className={dragged === photo.path ? "admin-photo admin-photo-dragged" : "admin-photo"}
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
            <img
              src={imageUrl(photo.path, { width: 320 })}
              alt=""
              width={160}
              height={photo.width && photo.height ? Math.round((160 * photo.height) / photo.width) : 120}
              className="admin-photo-thumb"
            />
            <fieldset className="admin-photo-fields">
              <legend>
                Photo {index + 1} of {order.length}: {photo.name}
              </legend>
              <div className="admin-field">
                <label htmlFor={`alt-${index}`}>Description (alt text)</label>
                <input id={`alt-${index}`} name={`alt-${index}`} defaultValue={photo.alt} key={`alt-${photo.alt}`} />
              </div>
              <div className="admin-field">
                <label htmlFor={`caption-${index}`}>Caption</label>
                <input
                  id={`caption-${index}`}
                  name={`caption-${index}`}
                  defaultValue={photo.caption}
                  key={`caption-${photo.caption}`}
                />
              </div>
              <div className="admin-field">
                <label htmlFor={`child-${index}`}>Does the caption name a child?</label>
                <select
                  id={`child-${index}`}
                  name={`child-${index}`}
                  defaultValue={childValue(photo)}
                  key={`child-${childValue(photo)}`}
                  aria-describedby="child-hint"
                >
                  <option value="">No child named</option>
                  <option value="none">Names a child: no consent on file</option>
                  {canRecordConsent && <option value="given">Names a child: consent on file</option>}
                  {canRecordConsent && <option value="refused">Names a child: consent refused</option>}
                  {!canRecordConsent && photo.consent && (
                    <option value={photo.consent}>Names a child: {consentLabel(photo.consent).toLowerCase()}</option>
                  )}
                </select>
              </div>
              <div className="admin-checks">
                <label>
                  <input
                    type="checkbox"
                    name={`decorative-${index}`}
                    defaultChecked={photo.decorative}
                    key={`decorative-${photo.decorative}`}
                  />{" "}
                  Decorative (adds nothing a reader needs)
                </label>
                <label>
                  <input type="radio" name="cover" value={photo.path} defaultChecked={photo.path === cover} /> Cover of
                  the album
                </label>
                <label>
                  <input type="checkbox" name={`selected-${index}`} /> Select
                </label>
              </div>
              <MoveButtons index={index} idPrefix="move" what="photo" disabled={busy} />
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="admin-photo-actions">
        <button type="submit" name="intent" value="save" className="admin-button" disabled={busy}>
          Save photos
        </button>
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
      </div>
    </Form>
  );
}
