import type { Editor } from "@tiptap/core";
import { type KeyboardEvent, useId, useState } from "react";
import type { ImageAttrs } from "#app/admin/lib/editor-image.ts";
import { altTextMaxLength } from "#domain/publish-checks/image-checks";

/**
 * Adds a picture, or changes the selected one: its address on our image
 * service, its description (alt text) or the decorative mark, and a caption.
 * Not a <form> (see link-panel.tsx). The description is not forced here: the
 * publish checks say what is wrong with it, under the editor, while editing.
 */
export function PicturePanel({ editor, close }: { editor: Editor; close: () => void }) {
  const id = useId();
  const selected = editor.isActive("image") ? (editor.getAttributes("image") as Partial<ImageAttrs>) : null;
  const [src, setSrc] = useState(selected?.src ?? "");
  const [alt, setAlt] = useState(selected?.alt ?? "");
  const [decorative, setDecorative] = useState(Boolean(selected?.decorative));
  const [caption, setCaption] = useState(selected?.caption ?? "");
  const [error, setError] = useState<string | null>(null);

  const apply = () => {
    const address = src.trim();
    if (!/^\/api\/image\/\S+$/.test(address)) {
      setError("Use the address of a picture stored on this site: it starts with /api/image/.");
      return;
    }
    editor
      .chain()
      .focus()
      .setPicture({ src: address, alt: decorative ? "" : alt.trim(), decorative, caption: caption.trim() })
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
      apply();
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a <form> cannot sit inside the page's form; role="group" names the panel instead.
    <div className="rte-panel" role="group" aria-labelledby={`${id}-title`} onKeyDown={onKeyDown}>
      <p className="rte-panel-title" id={`${id}-title`}>
        {selected ? "Change the picture" : "Add a picture"}
      </p>
      <div className="admin-field">
        <label htmlFor={`${id}-src`}>Picture address</label>
        <p className="admin-hint" id={`${id}-src-hint`}>
          From the school&rsquo;s stored files, for example /api/image/news/sports-day.jpg
        </p>
        <input
          id={`${id}-src`}
          // biome-ignore lint/a11y/noAutofocus: the panel opens on the person's own request.
          autoFocus
          value={src}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-src-hint`, error && `${id}-error`].filter(Boolean).join(" ")}
          onChange={(event) => setSrc(event.target.value)}
        />
        {error && (
          <p className="admin-error" id={`${id}-error`} role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-alt`}>Description (alt text)</label>
        <p className="admin-hint" id={`${id}-alt-hint`}>
          What the picture shows, for people who cannot see it. At most {altTextMaxLength} characters; not the file
          name.
        </p>
        <textarea
          id={`${id}-alt`}
          rows={3}
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
          {selected ? "Apply" : "Add picture"}
        </button>
        {selected && (
          <button type="button" className="admin-button admin-button-small admin-button-secondary" onClick={remove}>
            Remove picture
          </button>
        )}
        <button type="button" className="admin-button admin-button-small admin-button-secondary" onClick={cancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
