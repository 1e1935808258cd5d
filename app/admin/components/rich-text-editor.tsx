import { type ComponentType, useEffect, useId, useRef, useState } from "react";
import type { Problem } from "#domain/publish-checks/problem";
import "./rich-text-field.css";

export type RichTextChange = { html: string; problems: Problem[] };

export type RichTextEditorProps = {
  /** The form field's name: the stored HTML is posted under it, with or without JavaScript. */
  name: string;
  /** The field's visible label ("Description", "Message", "Page text"). */
  label: string;
  /** The stored HTML to start from (already sanitised). */
  defaultValue: string;
  hint?: string;
  /** The server's fault with this field, in plain words, shown under it. */
  error?: string;
  /** The element id of the text box (the label, hint and error ids derive from it). */
  id?: string;
  /** What a table is named after when no heading stands above it: the page's title. */
  tableLabel?: string;
  /** Called after each change of the text, with the HTML that will be posted and the checks' problems. */
  onChange?: (change: RichTextChange) => void;
  /** The school whose uploads pictures go to and come from; without it, pictures are added by address only. */
  school?: string;
};

type SurfaceModule = typeof import("#app/admin/components/editor-surface.tsx");
/** The editor's module once it has loaded: a field drawn again (a form's answer) becomes the editor at once. */
let loadedSurface: SurfaceModule | undefined;
/** The editor's own module, loaded once the page runs (its chunk is 155 KB gzipped: TipTap and ProseMirror). */
export const loadEditorSurface = () =>
  import("#app/admin/components/editor-surface.tsx").then((module) => {
    loadedSurface = module;
    return module;
  });
type Surface = ComponentType<RichTextEditorProps & { id: string; initialHtml: string; describedBy?: string }>;

/**
 * The rich-text field of the admin area (decision 0057). Without JavaScript,
 * and until the editor's module has loaded, it is a plain textarea of HTML under
 * `name` (the server sanitises what it receives either way). Then it becomes the
 * editor, which keeps a hidden input of the same name up to date, so the
 * surrounding form posts it as it is; whatever was typed into the textarea
 * meanwhile is what the editor starts from.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const generated = useId();
  const id = props.id ?? `rte-${generated.replace(/:/g, "")}`;
  const fallback = useRef<HTMLDivElement>(null);
  // The editor and what it starts from, once its module has loaded.
  const [editor, setEditor] = useState<{ Surface: Surface; start: string } | null>(null);
  useEffect(() => {
    const become = (module: SurfaceModule) =>
      setEditor({
        Surface: module.EditorSurface,
        start: fallback.current?.querySelector("textarea")?.value ?? props.defaultValue,
      });
    // Loaded before (this field drawn again): the editor now, as the page's first render would, so
    // the textarea is never there to be typed into and then replaced.
    if (loadedSurface) {
      become(loadedSurface);
      return;
    }
    let mounted = true;
    void loadEditorSurface().then((module) => {
      if (mounted) become(module);
    });
    return () => {
      mounted = false;
    };
  }, [props.defaultValue]);

  const described = [props.hint && `${id}-hint`, props.error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div className="admin-field rte">
      {editor === null ? (
        <label htmlFor={id}>{props.label}</label>
      ) : (
        <span className="rte-label" id={`${id}-label`}>
          {props.label}
        </span>
      )}
      {props.hint && (
        <p className="admin-hint" id={`${id}-hint`}>
          {props.hint}
        </p>
      )}
      {editor === null ? (
        <div
          ref={fallback}
          // React resets a textarea's value when it hydrates it; markup it only inserts keeps what was typed.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: every value in it is escaped by fallbackTextarea.
          dangerouslySetInnerHTML={{
            __html: fallbackTextarea({
              id,
              name: props.name,
              html: props.defaultValue,
              describedBy: described,
              invalid: Boolean(props.error),
            }),
          }}
        />
      ) : (
        <editor.Surface {...props} id={id} initialHtml={editor.start} describedBy={described} />
      )}
      {props.error && (
        <p className="admin-error" id={`${id}-error`}>
          {props.error}
        </p>
      )}
    </div>
  );
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The textarea of HTML the field is without JavaScript. */
export function fallbackTextarea(field: {
  id: string;
  name: string;
  html: string;
  describedBy?: string;
  invalid: boolean;
}): string {
  const attributes = [
    `id="${escapeHtml(field.id)}"`,
    `name="${escapeHtml(field.name)}"`,
    'class="rte-fallback"',
    'rows="14"',
    field.invalid ? 'aria-invalid="true"' : "",
    field.describedBy ? `aria-describedby="${escapeHtml(field.describedBy)}"` : "",
  ].filter(Boolean);
  // The HTML parser drops one new line right after <textarea>: a value that starts with one needs another.
  const leading = field.html.startsWith("\n") ? "\n" : "";
  return `<textarea ${attributes.join(" ")}>${leading}${escapeHtml(field.html)}</textarea>`;
}
