// @vitest-environment jsdom
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ErpFeatures } from "#app/components/erp-features.tsx";
import { NotificationPopup } from "#app/components/home/notification-popup.tsx";
import { PrincipalVideoDialog } from "#app/components/home/principal-video-dialog.tsx";
import { dialogOpener } from "#app/components/modal-dialog.tsx";
import { notificationSeenKey } from "#app/lib/notification-once.ts";
import type { NotificationRecord } from "#domain/api-records";
import { enhanceDialogs } from "./dialogs";
import { fakeModalDialogs, fakeReducedMotion, pressEscape, serverPage } from "./island-test-page";

vi.mock("#app/components/use-site-data.ts", () => ({
  useSiteData: () => ({ profile: null, highlights: [], schoolCode: "demo", publicUrl: "", head: null }),
  usePublicImage: (path: string) => path,
}));

const notification = (id: string, title: string): NotificationRecord =>
  ({ _id: id, title, desc: "", image: [], url: "", urlTitle: "", attachments: [] }) as unknown as NotificationRecord;

beforeEach(() => {
  fakeModalDialogs();
  fakeReducedMotion(false);
  window.sessionStorage.clear();
});

const byName = (name: string) =>
  [...document.querySelectorAll<HTMLElement>("button, a")].find(
    (element) => element.getAttribute("aria-label") === name || element.textContent?.trim() === name,
  );

describe("the dialogs island", () => {
  it("opens the principal's video from its button, with the video only while open, and gives focus back", () => {
    serverPage(
      <>
        <button type="button" {...dialogOpener("principal-video")}>
          Watch Message Video
        </button>
        <PrincipalVideoDialog videoPath="demo/video.mp4" />
      </>,
    );
    enhanceDialogs();
    const dialog = document.querySelector("dialog") as HTMLDialogElement;
    const button = byName("Watch Message Video") as HTMLButtonElement;
    // Closed, and no video in the page until asked for.
    expect(dialog.open).toBe(false);
    expect(document.querySelectorAll("video")).toHaveLength(0);
    button.focus();
    button.click();
    expect(dialog.open).toBe(true);
    const video = dialog.querySelector("video") as HTMLVideoElement;
    expect(video.getAttribute("src")).toBe("/api/image/demo/video.mp4");
    expect(video.muted).toBe(true);
    for (const attribute of ["autoplay", "loop", "playsinline"]) expect(video.hasAttribute(attribute)).toBe(true);
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Close video");
    byName("Close video")?.click();
    expect(dialog.open).toBe(false);
    expect(document.querySelectorAll("video")).toHaveLength(0);
    expect(document.activeElement).toBe(button);
    // Again, closed by Escape this time.
    button.click();
    expect(dialog.querySelectorAll("video")).toHaveLength(1);
    pressEscape(dialog);
    expect(dialog.open).toBe(false);
    expect(document.querySelectorAll("video")).toHaveLength(0);
    // A click on the backdrop (the dialog element itself) closes it too.
    button.click();
    dialog.click();
    expect(dialog.open).toBe(false);
  });

  it("says when there is no video", () => {
    serverPage(
      <>
        <button type="button" {...dialogOpener("principal-video")}>
          Watch Message Video
        </button>
        <PrincipalVideoDialog videoPath={null} />
      </>,
    );
    enhanceDialogs();
    byName("Watch Message Video")?.click();
    expect(document.querySelector("dialog")?.textContent).toContain("The video is not available.");
  });

  it("opens the entry popup once per session, and again for a new notification", () => {
    const page = (items: NotificationRecord[]) => {
      serverPage(
        <MemoryRouter>
          <NotificationPopup notifications={items} />
        </MemoryRouter>,
      );
      enhanceDialogs();
      return document.querySelector("dialog") as HTMLDialogElement;
    };
    const first = page([notification("a", "Holiday"), notification("b", "Exams")]);
    expect(first.open).toBe(true);
    expect(first.getAttribute("aria-labelledby")).toBe("notifications-title");
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Close");
    expect(window.sessionStorage.getItem(notificationSeenKey)).toBe("a,b");
    byName("Close")?.click();
    expect(first.open).toBe(false);
    // Home again in the same session: stays closed.
    expect(page([notification("b", "Exams"), notification("a", "Holiday")]).open).toBe(false);
    // A notification published since: shown once more.
    expect(page([notification("a", "Holiday"), notification("c", "Sports day")]).open).toBe(true);
  });

  it("opens each ERP screenshot in its dialog on a plain click, and leaves a modified click to the browser", () => {
    serverPage(<ErpFeatures schoolCode="demo" />);
    enhanceDialogs();
    const links = [...document.querySelectorAll<HTMLAnchorElement>("a[aria-haspopup='dialog']")];
    expect(links).toHaveLength(3);
    expect(document.querySelectorAll("dialog img")).toHaveLength(0);
    const click = (link: HTMLAnchorElement, init: MouseEventInit = {}) =>
      link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ...init }));
    expect(click(links[0], { ctrlKey: true })).toBe(true);
    expect(document.querySelector("dialog[open]")).toBeNull();
    links[1].focus();
    expect(click(links[1])).toBe(false);
    const open = document.querySelector("dialog[open]") as HTMLDialogElement;
    expect(open.id).toBe(links[1].getAttribute("aria-controls"));
    expect(open.querySelector("img")?.getAttribute("alt")).toBe(links[1].querySelector("img")?.getAttribute("alt"));
    pressEscape(open);
    expect(document.activeElement).toBe(links[1]);
  });
});
