import type { Editor } from "@tiptap/core";
import { TextSelection } from "@tiptap/pm/state";
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import { useEffect, useId, useRef, useState } from "react";
import { EditorToolbar, type Panel } from "#app/admin/components/editor-toolbar.tsx";
import { LinkPanel } from "#app/admin/components/link-panel.tsx";
import { PicturePanel } from "#app/admin/components/picture-panel.tsx";
import { PublishProblems } from "#app/admin/components/publish-problems.tsx";
import { UploadList } from "#app/admin/components/upload-list.tsx";
import { cleanPastedHtml } from "#app/admin/lib/clean-pasted-html.ts";
import { editorExtensions } from "#app/admin/lib/editor-extensions.ts";
import { analyse, analysisKey, PublishChecks, selectionFor } from "#app/admin/lib/editor-problems.ts";
import { isImageFile } from "#app/admin/lib/picture-upload.ts";
import { usePictureRecords } from "#app/admin/lib/use-picture-records.ts";
import { usePictureUploads } from "#app/admin/lib/use-picture-uploads.ts";
import { imageUrl } from "#app/lib/image-url.ts";
import type { PhotoRecord } from "#domain/media-records";
import type { Problem } from "#domain/publish-checks/problem";
// Not the site's prose.css: a stylesheet both the editor and public pages import would pull the editor's
// chunk into those pages (the editor group takes its modules' dependencies). rich-text-editor.css has its own.
import "./rich-text-editor.css";

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

/**
 * The rich-text field of the admin area (decision 0057). Without JavaScript,
 * and until the page hydrates, it is a plain textarea of HTML under `name`
 * (the server sanitises what it receives either way). Then it becomes the
 * editor, which keeps a hidden input of the same name up to date, so the
 * surrounding form posts it as it is; whatever was typed into the textarea
 * meanwhile is what the editor starts from.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const generated = useId();
  const id = props.id ?? `rte-${generated.replace(/:/g, "")}`;
  const fallback = useRef<HTMLDivElement>(null);
  const [start, setStart] = useState<string | null>(null);
  useEffect(() => {
    setStart(fallback.current?.querySelector("textarea")?.value ?? props.defaultValue);
  }, [props.defaultValue]);

  const described = [props.hint && `${id}-hint`, props.error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div className="admin-field rte">
      {start === null ? (
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
      {start === null ? (
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
        <EditorSurface {...props} id={id} initialHtml={start} describedBy={described} />
      )}
      {props.error && (
        <p className="admin-error" id={`${id}-error`}>
          {props.error}
        </p>
      )}
    </div>
  );
}

function EditorSurface(props: RichTextEditorProps & { id: string; initialHtml: string; describedBy?: string }) {
  const toolbar = useRef<HTMLDivElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const [panel, setPanel] = useState<Panel>(null);
  // A new key opens the picture panel afresh; `describe` puts the focus in its description box.
  const [pictureView, setPictureView] = useState({ key: 0, describe: false });
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;
  const { school } = props;

  const openPicture = (describe: boolean) => {
    setPictureView((view) => ({ key: view.key + 1, describe }));
    setPanel("picture");
  };
  const place = (photo: PhotoRecord) => {
    remember([photo]);
    // Not the editor's focus: the picture panel's description box takes it, as the next step.
    editor
      .chain()
      .insertPicture({
        src: imageUrl(photo.path),
        alt: photo.decorative ? "" : photo.alt,
        decorative: photo.decorative,
        width: photo.width,
        height: photo.height,
      })
      .run();
    openPicture(true);
  };
  const uploads = usePictureUploads(school, place);
  const addFiles = useRef(uploads.add);
  addFiles.current = uploads.add;
  /** Image files among what was dropped or pasted: uploaded, and put in the text as each arrives. */
  const takeImages = (files: FileList | undefined | null): boolean => {
    const images = [...(files ?? [])].filter(isImageFile);
    if (!school || images.length === 0) return false;
    addFiles.current(images);
    return true;
  };

  const editor = useEditor({
    immediatelyRender: true,
    // Our CSS is in rich-text-editor.css: an injected <style> would need the page's nonce.
    injectCSS: false,
    extensions: [...editorExtensions(), PublishChecks.configure({ tableLabel: props.tableLabel })],
    content: props.initialHtml,
    editorProps: {
      attributes: {
        id: props.id,
        class: "rte-content",
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": `${props.id}-label`,
        ...(props.describedBy ? { "aria-describedby": props.describedBy } : {}),
        ...(props.error ? { "aria-invalid": "true" } : {}),
      },
      transformPastedHTML: cleanPastedHtml,
      // A photo dropped on the text or pasted into it is uploaded (issue 23); it lands where it was dropped.
      handleDrop: (view, event, _slice, moved) => {
        if (moved || !takeImages(event.dataTransfer?.files)) return false;
        event.preventDefault();
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY });
        if (at) view.dispatch(view.state.tr.setSelection(TextSelection.near(view.state.doc.resolve(at.pos))));
        return true;
      },
      handlePaste: (_view, event) => {
        if (!takeImages(event.clipboardData?.files)) return false;
        event.preventDefault();
        return true;
      },
      handleKeyDown: (_view, event) => {
        if (event.altKey && event.key === "F10") {
          event.preventDefault();
          toolbar.current?.querySelector<HTMLButtonElement>('[tabindex="0"]')?.focus();
          return true;
        }
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
          event.preventDefault();
          setPanel("link");
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: current }) => {
      const analysis = analysisOf(current);
      onChange.current?.({ html: analysis.html, problems: analysis.problems });
    },
  });
  // The plugin makes a new analysis only when the text changes: compare by identity, not deeply.
  const analysis = useEditorState({
    editor,
    selector: ({ editor: current }) => analysisOf(current),
    equalityFn: (a, b) => a === b,
  });
  const { records, remember } = usePictureRecords(school, analysis.pictures);

  const goTo = (problem: Problem) => {
    const selection = selectionFor(editor.state.doc, analysis, problem);
    if (!selection) return;
    editor.view.dispatch(editor.state.tr.setSelection(selection).scrollIntoView());
    editor.view.focus();
  };
  const openPanel = (next: Panel) => {
    if (next !== "picture") return setPanel(next);
    openPicture(false);
    // The Picture button opens the phone's camera and pictures at once (issue 23); the panel, under it,
    // also offers the school's uploaded pictures. A selected picture is described instead.
    if (school && !editor.isActive("image")) camera.current?.click();
  };
  const busy = uploads.items.filter((item) => item.state !== "failed").length;

  return (
    <>
      <EditorToolbar editor={editor} editorId={props.id} toolbarRef={toolbar} openPanel={openPanel} />
      {school && (
        <input
          ref={camera}
          type="file"
          accept="image/*"
          multiple
          hidden
          aria-hidden="true"
          tabIndex={-1}
          onChange={(event) => {
            const images = [...(event.target.files ?? [])].filter(isImageFile);
            event.target.value = "";
            if (images.length === 0) return;
            setPanel(null);
            uploads.add(images);
          }}
        />
      )}
      {panel === "link" && <LinkPanel editor={editor} close={() => setPanel(null)} />}
      {panel === "picture" && (
        <PicturePanel
          key={pictureView.key}
          editor={editor}
          close={() => setPanel(null)}
          school={school}
          pictures={records}
          describeNow={pictureView.describe}
          upload={uploads.add}
          choose={place}
        />
      )}
      {school && (
        <div className="rte-uploads">
          <p role="status" className="admin-upload-summary">
            {busy > 0
              ? `Uploading ${busy === 1 ? "a picture" : `${busy} pictures`}: it goes in the text when it arrives.`
              : ""}
          </p>
          <UploadList items={uploads.items} canRetry={uploads.canRetry} onRetry={uploads.retry} />
        </div>
      )}
      <EditorContent editor={editor} className="rte-frame" />
      <input type="hidden" name={props.name} value={analysis.html} />
      <PublishProblems problems={analysis.problems} goTo={goTo} pictures={records} />
    </>
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

/** The checks' analysis of the editor's current document (kept by the PublishChecks plugin, made anew if absent). */
function analysisOf(editor: Editor) {
  return analysisKey.getState(editor.state) ?? analyse(editor.state.doc);
}
