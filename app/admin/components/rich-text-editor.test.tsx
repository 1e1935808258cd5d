// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import path from "node:path";
import { act } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { RichTextEditor, type RichTextEditorProps } from "#app/admin/components/rich-text-editor";
import { sanitizeStoredHtml } from "#content/sanitize";

/** jsdom lays nothing out; ProseMirror asks where the selection is when it scrolls to it. */
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const noRect = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) });
  Range.prototype.getBoundingClientRect = noRect as () => DOMRect;
  Range.prototype.getClientRects = (() => []) as unknown as () => DOMRectList;
  document.elementFromPoint = () => null;
});

let root: Root | null = null;
let container: HTMLElement;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container?.remove();
  vi.useRealTimers();
});

async function mount(props: Partial<RichTextEditorProps> = {}) {
  container = document.createElement("form");
  document.body.appendChild(container);
  root = createRoot(container);
  await act(async () => {
    root?.render(<RichTextEditor name="description" label="Description" defaultValue="<p>Hello</p>" {...props} />);
  });
  return container as HTMLFormElement;
}

const posted = (form: HTMLFormElement) => String(new FormData(form).get("description"));
const button = (name: string) => {
  const found = [...container.querySelectorAll("button")].find((element) => element.textContent === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
const textBox = () => container.querySelector<HTMLElement>('[role="textbox"]') as HTMLElement;

describe("without JavaScript", () => {
  it("is a labelled textarea holding the stored HTML, posted under the field's name", () => {
    const html = renderToString(
      <form>
        <RichTextEditor
          name="message"
          label="Message"
          defaultValue={"<p>Dear parents &amp; students</p>\n<p>&lt;b&gt; is how bold is typed</p>"}
          id="message"
        />
      </form>,
    );
    const form = new DOMParser().parseFromString(html, "text/html").querySelector("form") as HTMLFormElement;
    const textarea = form.querySelector("textarea") as HTMLTextAreaElement;
    expect(form.querySelector('label[for="message"]')?.textContent).toBe("Message");
    expect(textarea.id).toBe("message");
    expect(new FormData(form).get("message")).toBe(
      "<p>Dear parents &amp; students</p>\n<p>&lt;b&gt; is how bold is typed</p>",
    );
    expect(form.querySelector('[role="toolbar"], input[type="hidden"]')).toBeNull();
  });
});

describe("with JavaScript", () => {
  it("becomes the editor: a toolbar, a labelled text box, and a hidden input the form posts", async () => {
    const form = await mount({ defaultValue: "<p>Sports Day on <b>Friday</b></p>", hint: "What parents read first" });
    expect(container.querySelector("textarea")).toBeNull();
    const box = textBox();
    expect(box.getAttribute("contenteditable")).toBe("true");
    expect(document.getElementById(box.getAttribute("aria-labelledby") ?? "")?.textContent).toBe("Description");
    expect(document.getElementById(box.getAttribute("aria-describedby") ?? "")?.textContent).toBe("What parents read first");
    expect(container.querySelector('[role="toolbar"]')?.getAttribute("aria-label")).toBe("Formatting");
    expect(posted(form)).toBe("<p>Sports Day on <strong>Friday</strong></p>");
  });

  it("starts from what was typed into the textarea before the page hydrated", async () => {
    container = document.createElement("div");
    document.body.appendChild(container);
    const element = <RichTextEditor name="description" label="Description" defaultValue="<p>Old</p>" id="d" />;
    container.innerHTML = renderToString(element);
    (container.querySelector("textarea") as HTMLTextAreaElement).value = "<p>Typed before hydration</p>";
    await act(async () => {
      root = hydrateRoot(container, element);
    });
    expect((container.querySelector('input[type="hidden"]') as HTMLInputElement).value).toBe(
      "<p>Typed before hydration</p>",
    );
  });

  it("toolbar: named buttons, aria-pressed for formats, one tab stop moved by the arrow keys, Home and End", async () => {
    await mount({ defaultValue: "<h2>Fees</h2><p>Text</p>" });
    const buttons = [...container.querySelectorAll<HTMLButtonElement>('[role="toolbar"] button')];
    expect(buttons.map((element) => element.textContent)).toEqual([
      "Text", "H2", "H3", "H4", "Bold", "Italic", "• List", "1. List", "Link", "Table", "Picture", "Undo", "Redo",
    ]);
    expect(buttons.filter((element) => element.tabIndex === 0)).toHaveLength(1);
    expect(button("Bold").getAttribute("aria-pressed")).toBe("false");
    expect(button("Undo").hasAttribute("aria-pressed")).toBe(false);
    expect(button("Undo").getAttribute("aria-disabled")).toBe("true");
    buttons[0].focus();
    const key = (name: string) =>
      act(() => {
        (document.activeElement as HTMLElement).dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true }));
      });
    await key("ArrowRight");
    expect(document.activeElement?.textContent).toBe("H2");
    await key("End");
    expect(document.activeElement?.textContent).toBe("Redo");
    await key("ArrowRight");
    expect(document.activeElement?.textContent).toBe("Text");
    expect(buttons.filter((element) => element.tabIndex === 0)).toEqual([buttons[0]]);
  });

  it("Bold and H3 change the text, show as pressed, and the form posts the change", async () => {
    const form = await mount({ defaultValue: "<p>Annual Day</p>" });
    const box = textBox();
    await act(async () => {
      box.focus();
      // Select "Annual" (positions 1 to 7 of the first paragraph).
      const selection = document.getSelection();
      const text = box.querySelector("p")?.firstChild as Text;
      selection?.setBaseAndExtent(text, 0, text, 6);
      document.dispatchEvent(new Event("selectionchange"));
    });
    await act(async () => button("Bold").click());
    expect(posted(form)).toBe("<p><strong>Annual</strong> Day</p>");
    expect(button("Bold").getAttribute("aria-pressed")).toBe("true");
    await act(async () => button("H3").click());
    expect(posted(form)).toBe("<h3><strong>Annual</strong> Day</h3>");
    expect(button("H3").getAttribute("aria-pressed")).toBe("true");
    expect(sanitizeStoredHtml(posted(form))).toBe(posted(form));
  });
});
