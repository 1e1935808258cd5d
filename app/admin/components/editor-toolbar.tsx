import type { Editor } from "@tiptap/core";
import { useEditorState } from "@tiptap/react";
import { type KeyboardEvent, type RefObject, useRef, useState } from "react";

export type Panel = "link" | "picture" | null;

type Tool = {
  /** Visible text and accessible name: one and the same, so voice control can say what it sees. */
  label: string;
  /** Longer words, shown on hover and read as the button's description. */
  title: string;
  /** For toggles: whether the selection has it (aria-pressed). Absent: an action button. */
  pressed?: boolean;
  disabled?: boolean;
  run: () => void;
  className?: string;
};

/**
 * The editor's toolbar (WAI-ARIA toolbar pattern): one tab stop, arrow keys,
 * Home and End move between buttons (roving tabindex), Escape goes back to the
 * text; Alt+F10 in the text comes here. Buttons never take the text's
 * selection away (mousedown is held back), and table tools show while the
 * cursor is in a table. Disabled buttons stay focusable (aria-disabled) so the
 * arrow keys do not skip over them unexplained.
 */
export function EditorToolbar({
  editor,
  editorId,
  toolbarRef,
  openPanel,
}: {
  editor: Editor;
  editorId: string;
  toolbarRef: RefObject<HTMLDivElement | null>;
  openPanel: (panel: Panel) => void;
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      paragraph: current.isActive("paragraph"),
      h2: current.isActive("heading", { level: 2 }),
      h3: current.isActive("heading", { level: 3 }),
      h4: current.isActive("heading", { level: 4 }),
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      bulletList: current.isActive("bulletList"),
      orderedList: current.isActive("orderedList"),
      link: current.isActive("link"),
      picture: current.isActive("image"),
      inTable: current.isActive("table"),
      headerRow: isHeaderRowActive(current),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const [focused, setFocused] = useState(0);
  const chain = () => editor.chain().focus();

  const tools: Tool[] = [
    {
      label: "Text",
      title: "Normal text (a paragraph)",
      pressed: state.paragraph,
      run: () => chain().setParagraph().run(),
    },
    ...([2, 3, 4] as const).map((level) => ({
      label: `H${level}`,
      title: `Heading level ${level}`,
      pressed: state[`h${level}`],
      run: () => chain().toggleHeading({ level }).run(),
    })),
    {
      label: "Bold",
      title: "Bold (Ctrl+B)",
      pressed: state.bold,
      run: () => chain().toggleBold().run(),
      className: "rte-bold",
    },
    {
      label: "Italic",
      title: "Italic (Ctrl+I)",
      pressed: state.italic,
      run: () => chain().toggleItalic().run(),
      className: "rte-italic",
    },
    { label: "• List", title: "Bullet list", pressed: state.bulletList, run: () => chain().toggleBulletList().run() },
    {
      label: "1. List",
      title: "Numbered list",
      pressed: state.orderedList,
      run: () => chain().toggleOrderedList().run(),
    },
    { label: "Link", title: "Add or change a link (Ctrl+K)", pressed: state.link, run: () => openPanel("link") },
    {
      label: "Table",
      title: "Insert a table with a header row",
      disabled: state.inTable,
      run: () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
    },
    {
      label: "Picture",
      title: "Add or change a picture and its description",
      pressed: state.picture,
      run: () => openPanel("picture"),
    },
    { label: "Undo", title: "Undo (Ctrl+Z)", disabled: !state.canUndo, run: () => chain().undo().run() },
    { label: "Redo", title: "Redo (Ctrl+Shift+Z)", disabled: !state.canRedo, run: () => chain().redo().run() },
  ];
  if (state.inTable) {
    tools.push(
      { label: "Add row", title: "Add a row below", run: () => chain().addRowAfter().run() },
      { label: "Remove row", title: "Remove this row", run: () => chain().deleteRow().run() },
      { label: "Add column", title: "Add a column to the right", run: () => chain().addColumnAfter().run() },
      { label: "Remove column", title: "Remove this column", run: () => chain().deleteColumn().run() },
      {
        label: "Header row",
        title: "The first row names the columns",
        pressed: state.headerRow,
        run: () => chain().toggleHeaderRow().run(),
      },
      { label: "Remove table", title: "Remove the whole table", run: () => chain().deleteTable().run() },
    );
  }

  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.min(focused, tools.length - 1);
  const move = (to: number) => {
    const index = (to + tools.length) % tools.length;
    setFocused(index);
    buttons.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = event.key;
    if (key === "ArrowRight") move(current + 1);
    else if (key === "ArrowLeft") move(current - 1);
    else if (key === "Home") move(0);
    else if (key === "End") move(tools.length - 1);
    else if (key === "Escape") editor.commands.focus();
    else return;
    event.preventDefault();
  };

  return (
    <div
      ref={toolbarRef}
      className="rte-toolbar"
      role="toolbar"
      aria-label="Formatting"
      aria-controls={editorId}
      onKeyDown={onKeyDown}
    >
      {tools.map((tool, index) => (
        <button
          key={tool.label}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          className={["rte-tool", tool.className].filter(Boolean).join(" ")}
          tabIndex={index === current ? 0 : -1}
          title={tool.title}
          aria-pressed={tool.pressed === undefined ? undefined : tool.pressed}
          aria-disabled={tool.disabled ? true : undefined}
          onMouseDown={(event) => event.preventDefault()}
          onFocus={() => setFocused(index)}
          onClick={() => {
            if (!tool.disabled) tool.run();
          }}
        >
          {tool.label}
        </button>
      ))}
    </div>
  );
}

/** True when the cursor's table has a first row of header cells. */
function isHeaderRowActive(editor: Editor): boolean {
  const { $from } = editor.state.selection;
  for (let depth = $from.depth; depth > 0; depth -= 1) {
    const node = $from.node(depth);
    if (node.type.name !== "table") continue;
    const first = node.firstChild;
    if (!first || first.childCount === 0) return false;
    let all = true;
    first.forEach((cell) => {
      if (cell.type.name !== "tableHeader") all = false;
    });
    return all;
  }
  return false;
}
