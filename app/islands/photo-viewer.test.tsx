// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PhotoGrid } from "#app/components/lists/photo-grid.tsx";
import { fakeModalDialogs, pressEscape, serverPage } from "./island-test-page";
import { enhancePhotoViewer } from "./photo-viewer";

vi.mock("#app/components/use-site-data.ts", () => ({
  usePublicImage: (path: string) => path,
}));

const paths = (count: number) => Array.from({ length: count }, (_, index) => `${"a".repeat(63)}${index}.jpg`);

function album(count: number) {
  serverPage(
    <main>
      <PhotoGrid paths={paths(count)} title="Annual Day" />
    </main>,
  );
  enhancePhotoViewer();
  return [...document.querySelectorAll<HTMLAnchorElement>(".photo-grid a")];
}

const click = (link: HTMLElement, init: MouseEventInit = {}) =>
  link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }));

async function openedBy(link: HTMLAnchorElement) {
  link.focus();
  expect(click(link)).toBe(false);
  const viewer = await vi.waitFor(() => {
    const found = document.querySelector<HTMLDialogElement>("dialog[open]");
    if (!found) throw new Error("the viewer has not opened");
    return found;
  });
  const slide = viewer.querySelector('[aria-roledescription="photo"]') as HTMLElement;
  const image = viewer.querySelector("img") as HTMLImageElement;
  const named = (name: string) => viewer.querySelector(`button[aria-label="${name}"]`) as HTMLButtonElement;
  const key = (key: string, shiftKey = false) =>
    document.activeElement?.dispatchEvent(
      new KeyboardEvent("keydown", { key, shiftKey, bubbles: true, cancelable: true }),
    );
  return { viewer, slide, image, named, key };
}

beforeEach(() => {
  fakeModalDialogs();
  document.body.innerHTML = "";
});

describe("the photo viewer island", () => {
  it("opens on the photo pressed, changes photo with the arrows, round the album, and closes with Escape", async () => {
    const links = album(3);
    const { viewer, slide, image, named, key } = await openedBy(links[1]);
    expect(viewer.getAttribute("aria-label")).toBe("Photo viewer");
    expect(viewer.getAttribute("aria-modal")).toBe("true");
    expect(slide.getAttribute("aria-label")).toBe("2 of 3");
    expect(image.alt).toBe("Annual Day, photo 2 of 3");
    expect(image.getAttribute("src")).toMatch(/^\/api\/image\/a+1\.jpg\?w=\d+$/);
    // The page behind is inert; focus starts on the close button.
    expect(document.querySelector("main")?.hasAttribute("inert")).toBe(true);
    expect(document.activeElement).toBe(named("Close photo viewer"));
    key("ArrowRight");
    expect(slide.getAttribute("aria-label")).toBe("3 of 3");
    key("ArrowRight");
    expect(slide.getAttribute("aria-label")).toBe("1 of 3");
    key("ArrowLeft");
    expect(slide.getAttribute("aria-label")).toBe("3 of 3");
    named("Previous photo").click();
    expect(image.alt).toBe("Annual Day, photo 2 of 3");
    pressEscape(viewer);
    expect(document.querySelector("dialog")).toBeNull();
    expect(document.activeElement).toBe(links[1]);
    expect(document.querySelector("main")?.hasAttribute("inert")).toBe(false);
  });

  it("zooms with its buttons and keys once the photo is there, up to twice its own pixels", async () => {
    const links = album(3);
    const { image, named, key } = await openedBy(links[0]);
    expect(named("Zoom in").disabled).toBe(true);
    expect(named("Zoom out").disabled).toBe(true);
    // A 1280-pixel photo drawn 640 wide: at most 4 times.
    Object.defineProperty(image, "naturalWidth", { value: 1280 });
    Object.defineProperty(image, "clientWidth", { value: 640 });
    image.dispatchEvent(new Event("load"));
    expect(named("Zoom in").disabled).toBe(false);
    named("Zoom in").click();
    expect(image.style.transform).toContain("scale(2)");
    expect(named("Zoom out").disabled).toBe(false);
    key("+");
    expect(image.style.transform).toContain("scale(4)");
    expect(named("Zoom in").disabled).toBe(true);
    key("-");
    key("-");
    expect(image.style.transform).toBe("");
    expect(named("Zoom out").disabled).toBe(true);
  });

  it("keeps Tab and Shift+Tab going round its buttons", async () => {
    const links = album(3);
    const { viewer, key } = await openedBy(links[0]);
    for (const shift of [false, false, false, true, true, true, true]) {
      key("Tab", shift);
      expect(viewer.contains(document.activeElement)).toBe(true);
      expect(document.activeElement?.tagName).toBe("BUTTON");
    }
  });

  it("does not go round an album of two photos, and leaves a click with a modifier key to the browser", async () => {
    const links = album(2);
    expect(click(links[0], { ctrlKey: true })).toBe(true);
    expect(document.querySelector("dialog")).toBeNull();
    const { slide, named, key } = await openedBy(links[0]);
    expect(named("Previous photo").disabled).toBe(true);
    key("ArrowLeft");
    expect(slide.getAttribute("aria-label")).toBe("1 of 2");
    named("Next photo").click();
    expect(named("Next photo").disabled).toBe(true);
    named("Close photo viewer").click();
    expect(document.querySelector("dialog")).toBeNull();
  });
});
