import { type Editor, getMarkRange } from "@tiptap/core";
import { type KeyboardEvent, useId, useState } from "react";
import { normaliseHref } from "#app/admin/lib/link-address.ts";

/**
 * Adds, changes or removes the link at the selection, and its words: "click
 * here" is fixed here, where typing over a selected link would end the link
 * (links do not grow at their ends). Not a <form>: the editor
 * sits inside the page's own form, and a form cannot hold another; Enter in a
 * field applies instead of sending the page's form, and its fields have no
 * name, so they are never posted.
 */
export function LinkPanel({ editor, close }: { editor: Editor; close: () => void }) {
  const id = useId();
  const existing = String(editor.getAttributes("link").href ?? "");
  const [range] = useState(() => {
    const { state } = editor;
    const link = existing ? getMarkRange(state.selection.$from, state.schema.marks.link) : undefined;
    return link ?? { from: state.selection.from, to: state.selection.to };
  });
  const shown = editor.state.doc.textBetween(range.from, range.to, " ");
  const [address, setAddress] = useState(existing);
  const [text, setText] = useState(shown);
  const [error, setError] = useState<string | null>(null);

  const apply = () => {
    const href = normaliseHref(address);
    if (href === null) {
      setError("Type a web address (https://…), an e-mail address, or a page of this site (/FeeStructure).");
      return;
    }
    const words = text.replace(/\s+/g, " ").trim();
    if (words === "") {
      setError("Type the words the link shows, for example \u201cAdmission guidelines (PDF)\u201d.");
      return;
    }
    const chain = editor.chain().focus();
    // Same words: only the address changes, and bold or italic inside the link stay.
    if (words === shown.replace(/\s+/g, " ").trim() && range.from < range.to) {
      chain.setTextSelection(range).setLink({ href }).run();
    } else {
      chain.insertContentAt(range, { type: "text", text: words, marks: [{ type: "link", attrs: { href } }] }).run();
    }
    close();
  };
  const remove = () => {
    editor.chain().focus().setTextSelection(range).unsetLink().run();
    close();
  };
  const cancel = () => {
    editor.commands.focus();
    close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Enter") {
      event.preventDefault();
      apply();
    } else if (event.key === "Escape") {
      event.preventDefault();
      cancel();
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a <form> cannot sit inside the page's form; role="group" names the panel instead.
    <div className="rte-panel" role="group" aria-labelledby={`${id}-title`} onKeyDown={onKeyDown}>
      <p className="rte-panel-title" id={`${id}-title`}>
        {existing ? "Change the link" : "Add a link"}
      </p>
      <div className="admin-field">
        <label htmlFor={`${id}-text`}>Link text</label>
        <p className="admin-hint" id={`${id}-text-hint`}>
          Words that say where the link goes, not &ldquo;click here&rdquo;.
        </p>
        <input
          id={`${id}-text`}
          // biome-ignore lint/a11y/noAutofocus: the panel opens on the person's own request.
          autoFocus={shown === ""}
          aria-describedby={`${id}-text-hint`}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-href`}>Address</label>
        <input
          id={`${id}-href`}
          // biome-ignore lint/a11y/noAutofocus: the panel opens on the person's own request, to type an address.
          autoFocus={shown !== ""}
          inputMode="url"
          value={address}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setAddress(event.target.value)}
        />
        {error && (
          <p className="admin-error" id={`${id}-error`} role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="rte-panel-actions">
        <button type="button" className="admin-button admin-button-small" onClick={apply}>
          Apply
        </button>
        {existing && (
          <button type="button" className="admin-button admin-button-small admin-button-secondary" onClick={remove}>
            Remove link
          </button>
        )}
        <button type="button" className="admin-button admin-button-small admin-button-secondary" onClick={cancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
