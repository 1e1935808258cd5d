// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { DeferredPhoto } from "#app/components/lists/deferred-photo.tsx";
import { enhanceDeferredPhotos } from "./deferred-photo";
import { serverPage } from "./island-test-page";

/** An IntersectionObserver the test drives: `near(element)` says it came within the margin. */
function fakeObserver() {
  const watched = new Set<Element>();
  let callback: IntersectionObserverCallback = () => {};
  let margin = "";
  class Observer {
    constructor(answer: IntersectionObserverCallback, options: IntersectionObserverInit) {
      callback = answer;
      margin = options.rootMargin ?? "";
    }
    observe(element: Element) {
      watched.add(element);
    }
    unobserve(element: Element) {
      watched.delete(element);
    }
    disconnect() {}
  }
  vi.stubGlobal("IntersectionObserver", Observer);
  return {
    margin: () => margin,
    watched,
    near(element: Element) {
      callback([{ target: element, isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    },
  };
}

const photos = () =>
  serverPage(
    <ul>
      {["one", "two"].map((name) => (
        <li key={name}>
          <DeferredPhoto slotClassName="slot">
            <img src={`/${name}.jpg`} alt={name} width={480} height={320} />
          </DeferredPhoto>
        </li>
      ))}
    </ul>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the deferred-photo island", () => {
  it("puts a photo in place of its box only once it is within a screen of it", () => {
    const observer = fakeObserver();
    photos();
    enhanceDeferredPhotos();
    expect(observer.margin()).toBe("100% 0px");
    expect(document.querySelectorAll("li > img")).toHaveLength(0);
    const [first] = [...observer.watched];
    observer.near(first);
    const shown = [...document.querySelectorAll<HTMLImageElement>("li > img")];
    expect(shown.map((image) => image.alt)).toEqual(["one"]);
    expect(document.querySelectorAll(".slot")).toHaveLength(1);
    expect(observer.watched.size).toBe(1);
    // Run again: the box still waiting is not watched twice.
    enhanceDeferredPhotos();
    expect(observer.watched.size).toBe(1);
  });

  it("shows every photo at once where there is no IntersectionObserver", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    photos();
    enhanceDeferredPhotos();
    expect([...document.querySelectorAll<HTMLImageElement>("li > img")].map((image) => image.alt)).toEqual([
      "one",
      "two",
    ]);
  });
});
