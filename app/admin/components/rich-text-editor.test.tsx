// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import path from "node:path";
import { act } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  loadEditorSurface,
  RichTextEditor,
  type RichTextEditorProps,
} from "#app/admin/components/rich-text-editor.tsx";
import { renderPage } from "#content/page-render";
import { sanitizeStoredHtml } from "#content/sanitize";
import { newAdmissionFees, readmissionFees } from "#tests/fixtures/fee-tables";

const demo = path.resolve(import.meta.dirname, "../../../content/demo");
const fixtures = path.resolve(import.meta.dirname, "../../../tests/fixtures");

function tablesOf(html: string): string[][][] {
  const body = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, "text/html").body;
  return [...body.querySelectorAll("table")].map((table) =>
    [...table.querySelectorAll("tr")].map((row) =>
      [...row.querySelectorAll("th, td")].map((cell) => (cell.textContent ?? "").replace(/\s+/g, " ").trim()),
    ),
  );
}

/** Types into a React-controlled field: the value setter React watches, then the input event. */
function setValue(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(element, value);
  element.dispatchEvent(new Event("input", { bubbles: true }));
}

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
  // The editor's module loads after the first render, as in the browser: the field is the editor once it has.
  await act(async () => {
    await loadEditorSurface();
  });
  return container as HTMLFormElement;
}

const posted = (form: HTMLFormElement) => String(new FormData(form).get("description"));
const button = (name: string) => {
  const found = [...container.querySelectorAll("button")].find((element) => element.textContent === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
/** The panel field whose label starts with `label`. */
const field = (label: string) => {
  const element = [...container.querySelectorAll("label")].find((item) => item.textContent?.startsWith(label));
  return document.getElementById(element?.htmlFor ?? "") as HTMLInputElement;
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
    expect(document.getElementById(box.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "What parents read first",
    );
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
      "Text",
      "H2",
      "H3",
      "H4",
      "Bold",
      "Italic",
      "• List",
      "1. List",
      "Link",
      "Table",
      "Picture",
      "Undo",
      "Redo",
    ]);
    expect(buttons.filter((element) => element.tabIndex === 0)).toHaveLength(1);
    expect(button("Bold").getAttribute("aria-pressed")).toBe("false");
    expect(button("Undo").hasAttribute("aria-pressed")).toBe(false);
    expect(button("Undo").getAttribute("aria-disabled")).toBe("true");
    buttons[0].focus();
    const key = (name: string) =>
      act(() => {
        (document.activeElement as HTMLElement).dispatchEvent(
          new KeyboardEvent("keydown", { key: name, bubbles: true }),
        );
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

  it("round-trips the specification's fee tables cell by cell, as the FeeStructure page renders them", async () => {
    const fees = renderPage(readFileSync(path.join(demo, "pages", "FeeStructure.md"), "utf8"));
    const form = await mount({ defaultValue: fees.html, tableLabel: fees.title ?? undefined });
    expect(tablesOf(posted(form))).toEqual([newAdmissionFees, readmissionFees]);
    expect(posted(form)).toBe(fees.html.replace(/>\n+</g, "><").trim());
    expect(container.querySelector(".rte-problems-title")?.textContent).toBe("No problems found: ready to publish.");
  });

  it("table tools show in a table; Header row turns the first row into column headers", async () => {
    const form = await mount({
      defaultValue: "<table><tr><td>Class</td><td>Fee</td></tr><tr><td>1</td><td>100</td></tr></table>",
    });
    expect(container.querySelector(".rte-problem")?.textContent).toContain("This table has no header row");
    await act(async () => {
      textBox().focus();
      const cell = textBox().querySelector("td p")?.firstChild as Text;
      document.getSelection()?.setBaseAndExtent(cell, 1, cell, 1);
      document.dispatchEvent(new Event("selectionchange"));
    });
    expect(button("Header row").getAttribute("aria-pressed")).toBe("false");
    await act(async () => button("Header row").click());
    expect(button("Header row").getAttribute("aria-pressed")).toBe("true");
    expect(posted(form)).toContain('<thead><tr><th scope="col">Class</th><th scope="col">Fee</th></tr></thead>');
    expect(container.querySelector(".rte-problem")).toBeNull();
    await act(async () => button("Add row").click());
    // The new row goes below the cursor's row, the header.
    expect(tablesOf(posted(form))).toEqual([
      [
        ["Class", "Fee"],
        ["", ""],
        ["1", "100"],
      ],
    ]);
  });
});

describe("publish-time checks while editing", () => {
  const faulty =
    '<h2>Sports Day</h2><h4>Events</h4><p>Photos: <a href="/Gallery">click here</a></p><img src="/api/image/news/sports.jpg">';

  it("lists each problem under the editor, with its place, and outlines the place in the text", async () => {
    await mount({ defaultValue: faulty });
    expect(container.querySelector(".rte-problems-title")?.textContent).toBe("3 problems to fix before publishing.");
    const items = [...container.querySelectorAll(".rte-problem")].map((item) => item.textContent);
    expect(items).toEqual([
      expect.stringMatching(/^Must fix Heading “Events”This level 4 heading comes after a level 2 heading/),
      expect.stringMatching(/^Must fix Link “click here”The link text "click here" does not say where the link goes/),
      expect.stringMatching(/^Must fix Picture “sports.jpg”This picture has no description \(alt text\)/),
    ]);
    expect(textBox().querySelector("h4")?.classList.contains("rte-fault")).toBe(true);
    expect(textBox().querySelector("span.rte-fault")?.textContent).toBe("click here");
    expect(textBox().querySelector("figure")?.classList.contains("rte-fault")).toBe(true);
  });

  it("a problem's button selects its place in the text and puts the focus there", async () => {
    await mount({ defaultValue: faulty });
    await act(async () => button("Link “click here”").click());
    expect(document.activeElement).toBe(textBox());
    expect(document.getSelection()?.toString()).toBe("click here");
  });

  it("announces the count once typing pauses, and only when it changed", async () => {
    vi.useFakeTimers();
    await mount({ defaultValue: faulty });
    const status = container.querySelector('[role="status"]') as HTMLElement;
    expect(status.textContent).toBe("");
    await act(async () => {
      textBox().focus();
      const heading = textBox().querySelector("h4")?.firstChild as Text;
      document.getSelection()?.setBaseAndExtent(heading, 1, heading, 1);
      document.dispatchEvent(new Event("selectionchange"));
    });
    await act(async () => button("H3").click());
    expect(status.textContent).toBe("");
    await act(async () => {
      vi.advanceTimersByTime(1600);
    });
    expect(status.textContent).toBe("2 problems to fix before publishing.");
  });
});

describe("pasting", () => {
  it("a Word document keeps its headings, lists, table and link, and loses its styling", async () => {
    const form = await mount({ defaultValue: "<p></p>" });
    const word = readFileSync(path.join(fixtures, "paste", "word-annual-day.html"), "utf8");
    await act(async () => {
      textBox().focus();
      const paste = new Event("paste", { bubbles: true, cancelable: true }) as Event & { clipboardData: unknown };
      paste.clipboardData = {
        types: ["text/html", "text/plain"],
        getData: (type: string) => (type === "text/html" ? word : "Annual Day 2026"),
      };
      textBox().dispatchEvent(paste);
    });
    const html = posted(form);
    expect(html).toMatch(/^<h2>Annual Day 2026<\/h2><p>Dear Parents,<\/p>/);
    expect(html).toContain(
      "<ul><li>The school uniform<ul><li>House tie for Classes VI to XII</li></ul></li><li>A water bottle</li></ul>",
    );
    expect(html).toContain("<ol><li>Welcome song by the school choir</li><li>Prize distribution</li></ol>");
    expect(html).toContain('<thead><tr><th scope="col">Time</th><th scope="col">Item</th></tr></thead>');
    expect(html).toContain(
      '<a href="https://sunrisevalley.example.in/annual-day" rel="noopener noreferrer">programme on the school website</a>',
    );
    expect(html).not.toMatch(/style=|<span|<font|Mso|<img/);
    expect(sanitizeStoredHtml(html)).toBe(html);
  });
});

describe("the link and picture panels", () => {
  it("Link: Enter applies the address, does not send the page's form, and posts no field of its own", async () => {
    const submitted = vi.fn((event: Event) => event.preventDefault());
    const form = await mount({ defaultValue: "<p>See the fee page</p>" });
    form.addEventListener("submit", submitted);
    await act(async () => {
      textBox().focus();
      const text = textBox().querySelector("p")?.firstChild as Text;
      document.getSelection()?.setBaseAndExtent(text, 8, text, 16);
      document.dispatchEvent(new Event("selectionchange"));
    });
    await act(async () => button("Link").click());
    const address = field("Address");
    expect(field("Link text").value).toBe("fee page");
    expect(container.querySelector(".rte-panel")?.getAttribute("role")).toBe("group");
    expect([...new FormData(form).keys()]).toEqual(["description"]);
    await act(async () => {
      setValue(address, "/FeeStructure");
      address.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true }));
    });
    expect(submitted).not.toHaveBeenCalled();
    expect(container.querySelector(".rte-panel")).toBeNull();
    expect(posted(form)).toBe('<p>See the <a href="/FeeStructure">fee page</a></p>');
  });

  it("Link: refuses an address that is not one, in plain words", async () => {
    await mount({ defaultValue: "<p>Portal</p>" });
    await act(async () => button("Link").click());
    await act(async () => {
      setValue(field("Link text"), "Parent portal");
      setValue(field("Address"), "javascript:alert(1)");
      button("Apply").click();
    });
    expect(container.querySelector('.rte-panel [role="alert"]')?.textContent).toMatch(/^Type a web address/);
  });

  it("Link: the problem's button selects a vague link, and the panel changes its words, keeping it a link", async () => {
    const form = await mount({ defaultValue: '<p>Photos: <a href="/Gallery">click here</a></p>' });
    await act(async () => button("Link “click here”").click());
    await act(async () => button("Link").click());
    expect(field("Link text").value).toBe("click here");
    expect(field("Address").value).toBe("/Gallery");
    await act(async () => {
      setValue(field("Link text"), "the Sports Day album");
      button("Apply").click();
    });
    expect(posted(form)).toBe('<p>Photos: <a href="/Gallery">the Sports Day album</a></p>');
    expect(container.querySelector(".rte-problem")).toBeNull();
  });

  it("Picture: adds our stored picture by its address, then asks for its description and caption, or decorative", async () => {
    const form = await mount({ defaultValue: "<p>Sports Day</p>" });
    await act(async () => button("Picture").click());
    await act(async () => {
      setValue(field("Picture address"), "https://elsewhere.example/a.jpg");
      button("Add picture").click();
    });
    expect(container.querySelector('.rte-panel [role="alert"]')?.textContent).toMatch(/starts with \/api\/image\//);
    await act(async () => {
      setValue(field("Picture address"), "/api/image/news/sports-day.jpg");
      button("Add picture").click();
    });
    // The picture is in, selected, and its description box has the focus: describing it is the next step.
    expect(posted(form)).toContain('<img src="/api/image/news/sports-day.jpg" alt="" />');
    expect(document.activeElement).toBe(field("Description"));
    await act(async () => {
      setValue(field("Description"), "Runners crossing the finish line");
      setValue(field("Caption"), "Sports Day 2026");
      button("Apply").click();
    });
    expect(posted(form)).toContain(
      '<figure><img src="/api/image/news/sports-day.jpg" alt="Runners crossing the finish line" /><figcaption>Sports Day 2026</figcaption></figure>',
    );
    // The new picture is selected: the button shows it, and the panel opens on it.
    expect(button("Picture").getAttribute("aria-pressed")).toBe("true");
    await act(async () => button("Picture").click());
    expect(field("Description").value).toBe("Runners crossing the finish line");
    await act(async () => {
      field("Decorative").click();
      setValue(field("Caption"), "");
      button("Apply").click();
    });
    expect(posted(form)).toContain('<img src="/api/image/news/sports-day.jpg" alt="" data-decorative="true" />');
    expect(container.querySelector(".rte-problem")).toBeNull();
  });
});

describe("pictures from the phone, named by their file names (issue 23)", () => {
  const hash = `${"232a50e5770e044107d5b99d88f3".padEnd(64, "0")}.jpg`;
  const record = {
    path: hash,
    name: "IMG_2041.jpg",
    width: 300,
    height: 400,
    bytes: 1000,
    alt: "",
    caption: "",
    decorative: false,
    namesChild: false,
    consent: null,
  };
  const photosAnswer = (data: unknown[]) =>
    vi.fn(
      async (_url: string) =>
        new Response(JSON.stringify({ data }), { headers: { "content-type": "application/json" } }),
    );

  it("the Picture button opens the phone's camera and pictures, and the panel offers a photo input", async () => {
    vi.stubGlobal("fetch", photosAnswer([]));
    const clicked: HTMLInputElement[] = [];
    const click = vi.spyOn(HTMLInputElement.prototype, "click").mockImplementation(function (this: HTMLInputElement) {
      clicked.push(this);
    });
    try {
      await mount({ defaultValue: "<p>Sports Day</p>", school: "test" });
      await act(async () => button("Picture").click());
      expect(clicked.map((input) => [input.type, input.accept])).toEqual([["file", "image/*"]]);
      expect(field("Take or choose a photo").accept).toBe("image/*");
      expect(container.textContent).not.toContain("for example /api/image/");
    } finally {
      click.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it("names a picture at fault by the name it was uploaded with, never by its stored hash", async () => {
    const fetcher = photosAnswer([record]);
    vi.stubGlobal("fetch", fetcher);
    try {
      await mount({
        defaultValue: `<h2>Sports</h2><figure><img src="/api/image/${hash}" alt="" /></figure>`,
        school: "test",
      });
      await act(async () => {});
      expect(String(fetcher.mock.calls[0]?.[0])).toBe(`/api/admin/schools/test/media/photos?path=${hash}`);
      const place = container.querySelector(".rte-problem-place");
      expect(place?.textContent).toBe("Picture \u201cIMG_2041.jpg\u201d");
      expect(place?.querySelector("img")?.getAttribute("src")).toBe(`/api/image/${hash}?w=160`);
      expect(container.querySelector(".rte-problems")?.textContent).not.toContain("232a50e5");
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("Choose from uploaded: thumbnails named by file name; a tap puts the picture in and asks for its description", async () => {
    vi.stubGlobal("fetch", photosAnswer([record]));
    vi.spyOn(HTMLInputElement.prototype, "click").mockImplementation(() => {});
    try {
      const form = await mount({ defaultValue: "<p>Sports Day</p>", school: "test" });
      await act(async () => button("Picture").click());
      await act(async () => button("Choose from uploaded").click());
      const choice = [...container.querySelectorAll<HTMLButtonElement>(".rte-choice")];
      expect(choice.map((item) => item.textContent)).toEqual(["IMG_2041.jpg"]);
      await act(async () => choice[0].click());
      expect(posted(form)).toContain(`<img src="/api/image/${hash}" alt="" width="300" height="400" />`);
      expect(document.activeElement).toBe(field("Description"));
      expect(container.querySelector(".rte-picture-name")?.textContent).toBe("IMG_2041.jpg");
    } finally {
      vi.restoreAllMocks();
      vi.unstubAllGlobals();
    }
  });
});
