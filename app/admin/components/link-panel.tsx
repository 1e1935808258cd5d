import type { Editor } from "@tiptap/core";
import { type KeyboardEvent, useId, useState } from "react";
import { normaliseHref } from "#app/admin/lib/link-address";

/**
 * Adds, changes or removes the link at the selection. Not a <form>: the editor
 * sits inside the page's own form, and a form cannot hold another; Enter in a
 * field applies instead of sending the page's form, and its fields have no
 * name, so they are never posted.
 */
export function LinkPanel({ editor, close }: { editor: Editor; close: () => void }) {
  const id = useId();
  const existing = String(editor.getAttributes("link").href ?? "");
  const hasSelection = !editor.state.selection.empty || existing !== "";
  const [address, setAddress] = useState(existing);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);

  const apply = () => {
    const href = normaliseHref(address);
    if (href === null) {
      setError("Type a web address (https://…), an e-mail address, or a page of this site (/FeeStructure).");
      return;
    }
    if (!hasSelection && text.trim() === "") {
      setError("Type the words the link shows, for example \u201cAdmission guidelines (PDF)\u201d.");
      return;
    }
    const chain = editor.chain().focus().extendMarkRange("link");
    if (hasSelection) chain.setLink({ href }).run();
    else chain.insertContent({ type: "text", text: text.trim(), marks: [{ type: "link", attrs: { href } }] }).run();
    close();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
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
      {!hasSelection && (
        <div className="admin-field">
          <label htmlFor={`${id}-text`}>Link text</label>
          <input id={`${id}-text`} value={text} onChange={(event) => setText(event.target.value)} />
        </div>
      )}
      <div className="admin-field">
        <label htmlFor={`${id}-href`}>Address</label>
        <input
          id={`${id}-href`}
          // biome-ignore lint/a11y/noAutofocus: the panel opens on the person's own request, to type an address.
          autoFocus
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
