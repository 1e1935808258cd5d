import type { Editor } from "@tiptap/core";
import { TextSelection } from "@tiptap/pm/state";
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import { useRef, useState } from "react";
import { EditorToolbar, type Panel } from "#app/admin/components/editor-toolbar.tsx";
import { LinkPanel } from "#app/admin/components/link-panel.tsx";
import { PicturePanel } from "#app/admin/components/picture-panel.tsx";
import { PublishProblems } from "#app/admin/components/publish-problems.tsx";
import type { RichTextEditorProps } from "#app/admin/components/rich-text-editor.tsx";
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

/**
 * The rich-text editor itself, TipTap and ProseMirror under it (decision 0057): in a chunk of its own
 * (vite-plugins/chunk-groups.ts), which RichTextEditor loads once the page runs, so an admin page without
 * a rich-text field never downloads it.
 */
export function EditorSurface(props: RichTextEditorProps & { id: string; initialHtml: string; describedBy?: string }) {
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

/** The checks' analysis of the editor's current document (kept by the PublishChecks plugin, made anew if absent). */
function analysisOf(editor: Editor) {
  return analysisKey.getState(editor.state) ?? analyse(editor.state.doc);
}
