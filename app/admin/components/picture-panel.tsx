import type { Editor } from "@tiptap/core";
import { type KeyboardEvent, useId, useState } from "react";
import { PictureChooser } from "#app/admin/components/picture-chooser.tsx";
import { type PictureNames, PictureThumb } from "#app/admin/components/publish-problems.tsx";
import type { ImageAttrs } from "#app/admin/lib/editor-image.ts";
import { isImageFile } from "#app/admin/lib/picture-upload.ts";
import type { PhotoRecord } from "#domain/media-records";
import { altTextMaxLength } from "#domain/publish-checks/image-checks";
import { storedPathOf } from "#domain/publish-checks/picture-names";

type Props = {
  editor: Editor;
  close: () => void;
  /** The school whose uploads the panel sends to and offers; without it, only an address can be given. */
  school?: string;
  pictures?: PictureNames;
  /** Just put in the text: the description box takes the focus, since that is what it needs next. */
  describeNow?: boolean;
  /** Photos picked here: uploaded by the editor, which puts each in the text as it arrives. */
  upload: (files: File[]) => void;
  /** An uploaded photo chosen from the list. */
  choose: (photo: PhotoRecord) => void;
};

/**
 * Adds a picture, or changes the selected one (issue 23): a photo from the phone's camera or
 * pictures, or one the school uploaded before, chosen by its thumbnail and name; nobody types an
 * address (one can still be given, folded away). For the selected picture: its description (alt
 * text) or the decorative mark, and a caption. Not a <form> (see link-panel.tsx). The description
 * is not forced here: the publish checks say what is wrong with it, under the editor.
 */
export function PicturePanel({ editor, close, school, pictures, describeNow, upload, choose }: Props) {
  const id = useId();
  const selected = editor.isActive("image") ? (editor.getAttributes("image") as Partial<ImageAttrs>) : null;
  const [src, setSrc] = useState(selected?.src ?? "");
  const [alt, setAlt] = useState(selected?.alt ?? "");
  const [decorative, setDecorative] = useState(Boolean(selected?.decorative));
  const [caption, setCaption] = useState(selected?.caption ?? "");
  const [error, setError] = useState<string | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [added, setAdded] = useState(false);
  const path = selected?.src ? storedPathOf(selected.src) : undefined;
  const name = path ? pictures?.get(path)?.name : undefined;

  const addByAddress = () => {
    const address = src.trim();
    if (!/^\/api\/image\/\S+$/.test(address)) {
      setError("Use the address of a picture stored on this site: it starts with /api/image/.");
      return;
    }
    editor.chain().setPicture({ src: address, alt: "", decorative: false, caption: "" }).run();
    // The panel turns to the new picture's description, which takes the focus.
    setAdded(true);
  };
  const apply = () => {
    editor
      .chain()
      .focus()
      .setPicture({ src: selected?.src ?? src, alt: decorative ? "" : alt.trim(), decorative, caption: caption.trim() })
      .run();
    close();
  };
  const remove = () => {
    editor.chain().focus().deleteSelection().run();
    close();
  };
  const cancel = () => {
    editor.commands.focus();
    close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      cancel();
    } else if (event.key === "Enter" && (event.target as HTMLElement).localName === "input") {
      event.preventDefault();
      if (selected) apply();
      else if ((event.target as HTMLElement).id === `${id}-src`) addByAddress();
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a <form> cannot sit inside the page's form; role="group" names the panel instead.
    <div className="rte-panel" role="group" aria-labelledby={`${id}-title`} onKeyDown={onKeyDown}>
      <p className="rte-panel-title" id={`${id}-title`}>
        {selected ? "Describe the picture" : "Add a picture"}
      </p>
      {selected ? (
        <>
          <p className="rte-picture-current">
            <PictureThumb path={path} />
            <span className="rte-picture-name">{name ?? (path ? "A picture uploaded to the site" : selected.src)}</span>
          </p>
          <div className="admin-field">
            <label htmlFor={`${id}-alt`}>Description (alt text)</label>
            <p className="admin-hint" id={`${id}-alt-hint`}>
              What the picture shows, for people who cannot see it. At most {altTextMaxLength} characters; not the file
              name.
            </p>
            <textarea
              id={`${id}-alt`}
              rows={3}
              // biome-ignore lint/a11y/noAutofocus: the picture was just added on the person's own request; describing it is the next step.
              autoFocus={describeNow || added}
              value={decorative ? "" : alt}
              disabled={decorative}
              aria-describedby={`${id}-alt-hint ${id}-alt-count`}
              onChange={(event) => setAlt(event.target.value)}
            />
            <p className="admin-hint" id={`${id}-alt-count`}>
              {[...alt.trim()].length} of {altTextMaxLength} characters
            </p>
          </div>
          <div className="rte-check">
            <input
              id={`${id}-decorative`}
              type="checkbox"
              checked={decorative}
              onChange={(event) => setDecorative(event.target.checked)}
            />
            <label htmlFor={`${id}-decorative`}>Decorative only: it adds nothing to the text (no description)</label>
          </div>
          <div className="admin-field">
            <label htmlFor={`${id}-caption`}>Caption (optional, shown under the picture)</label>
            <input id={`${id}-caption`} value={caption} onChange={(event) => setCaption(event.target.value)} />
          </div>
          <div className="rte-panel-actions">
            <button type="button" className="admin-button admin-button-small" onClick={apply}>
              Apply
            </button>
            <button type="button" className="admin-button admin-button-small admin-button-secondary" onClick={remove}>
              Remove picture
            </button>
            <button type="button" className="admin-button admin-button-small admin-button-secondary" onClick={cancel}>
              Cancel
            </button>
          </div>
        </>
      ) : (
        <>
          {school && (
            <>
              <div className="admin-field">
                <label htmlFor={`${id}-file`}>Take or choose a photo</label>
                <p className="admin-hint" id={`${id}-file-hint`}>
                  From the camera or your pictures: JPEG, PNG or WebP, up to 25 MB. It is turned the right way up and
                  its location is removed. You can also drop or paste a picture into the text.
                </p>
                <input
                  id={`${id}-file`}
                  type="file"
                  accept="image/*"
                  multiple
                  aria-describedby={`${id}-file-hint`}
                  onChange={(event) => {
                    const files = [...(event.target.files ?? [])].filter(isImageFile);
                    event.target.value = "";
                    if (files.length === 0) return;
                    upload(files);
                    close();
                  }}
                />
              </div>
              <button
                type="button"
                className="admin-button admin-button-small admin-button-secondary"
                aria-expanded={choosing}
                onClick={() => setChoosing((open) => !open)}
              >
                Choose from uploaded
              </button>
              {choosing && <PictureChooser school={school} choose={choose} />}
            </>
          )}
          <details className="rte-advanced" open={!school}>
            <summary>Use the address of a picture on this site</summary>
            <div className="admin-field">
              <label htmlFor={`${id}-src`}>Picture address</label>
              <p className="admin-hint" id={`${id}-src-hint`}>
                It starts with /api/image/.
              </p>
              <input
                id={`${id}-src`}
                // biome-ignore lint/a11y/noAutofocus: without a school to upload to, the address is the panel's one way in.
                autoFocus={!school}
                value={src}
                inputMode="url"
                aria-invalid={error ? true : undefined}
                aria-describedby={[`${id}-src-hint`, error && `${id}-error`].filter(Boolean).join(" ")}
                onChange={(event) => setSrc(event.target.value)}
              />
              {error && (
                <p className="admin-error" id={`${id}-error`} role="alert">
                  {error}
                </p>
              )}
              <p className="rte-panel-actions">
                <button type="button" className="admin-button admin-button-small" onClick={addByAddress}>
                  Add picture
                </button>
              </p>
            </div>
          </details>
          <div className="rte-panel-actions">
            <button type="button" className="admin-button admin-button-small admin-button-secondary" onClick={cancel}>
              Cancel
            </button>
          </div>
        </>
      )}
    </div>
  );
}
