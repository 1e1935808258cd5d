// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Carousel, type Slide } from "#app/components/carousel.tsx";
import type { CarouselSpec } from "#app/lib/constants.ts";
import { enhanceCarousels } from "./carousel";
import { fakeReducedMotion, serverPage } from "./island-test-page";

const spec = (loop: boolean, perView = 1): CarouselSpec => ({
  perView: { base: perView, below: [] },
  autoplayMs: 2000,
  transitionMs: 1000,
  loop,
});

const slides = (count: number): Slide[] =>
  Array.from({ length: count }, (_, index) => ({ key: String(index), content: <p>Slide {index + 1}</p> }));

function page(loop: boolean, count = 4, perView = 1) {
  serverPage(<Carousel id="toppers" label="Toppers" spec={spec(loop, perView)} slides={slides(count)} />);
  const section = document.querySelector<HTMLElement>("#toppers");
  if (!section) throw new Error("no carousel in the server HTML");
  // jsdom applies no media queries or stylesheet custom properties: the slides per view the CSS would give.
  section.style.setProperty("--per-view", String(perView));
  const button = (name: string) => {
    const found = [...section.querySelectorAll("button")].find((b) => b.getAttribute("aria-label") === name);
    if (!found) throw new Error(`no button ${name}`);
    return found;
  };
  const index = () => section.querySelector<HTMLElement>(".carousel__track")?.style.getPropertyValue("--index");
  const live = () => section.querySelector(".carousel__track")?.getAttribute("aria-live");
  return { section, button, index, live };
}

beforeEach(() => {
  vi.useFakeTimers();
  fakeReducedMotion(false);
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the carousel island", () => {
  it("moves with Next and Previous, and disables them at the edges of a carousel that does not loop", () => {
    const { section, button, index } = page(false, 3, 1);
    enhanceCarousels();
    button("Pause").click();
    expect(button("Previous").disabled).toBe(true);
    button("Next").click();
    expect(index()).toBe("1");
    expect(button("Previous").disabled).toBe(false);
    button("Next").click();
    expect(index()).toBe("2");
    expect(button("Next").disabled).toBe(true);
    button("Previous").click();
    expect(index()).toBe("1");
    expect(section.querySelector(".carousel__viewport")?.hasAttribute("tabindex")).toBe(false);
  });

  it("plays by itself, rewinding at the end, and the pause button stops it and says Play", () => {
    const { button, index, live } = page(false, 3, 2);
    enhanceCarousels();
    expect(live()).toBe("off");
    vi.advanceTimersByTime(2000);
    expect(index()).toBe("1");
    // Two slides per view: 1 is the last position, so the next step rewinds.
    vi.advanceTimersByTime(2000);
    expect(index()).toBe("0");
    button("Pause").click();
    expect(button("Play").hasAttribute("data-paused")).toBe(true);
    expect(live()).toBe("polite");
    vi.advanceTimersByTime(10_000);
    expect(index()).toBe("0");
    button("Play").click();
    vi.advanceTimersByTime(2000);
    expect(index()).toBe("1");
  });

  it("does not start by itself under reduced motion, and loops both ways", () => {
    fakeReducedMotion(true);
    const { button, index, live } = page(true, 3);
    enhanceCarousels();
    expect(button("Play")).toBeTruthy();
    expect(live()).toBe("polite");
    vi.advanceTimersByTime(20_000);
    expect(index()).toBe("0");
    expect(button("Previous").disabled).toBe(false);
    button("Previous").click();
    expect(index()).toBe("2");
    button("Next").click();
    expect(index()).toBe("0");
  });

  it("stops while focus is inside and brings a slide reached with Tab into view", () => {
    serverPage(
      <Carousel
        id="news"
        label="News"
        spec={spec(false)}
        slides={[1, 2, 3].map((n) => ({ key: String(n), content: <a href={`/n${n}`}>Item {n}</a> }))}
      />,
    );
    enhanceCarousels();
    const track = document.querySelector<HTMLElement>(".carousel__track");
    const section = document.querySelector("#news");
    document.querySelector<HTMLAnchorElement>('a[href="/n3"]')?.focus();
    expect(track?.style.getPropertyValue("--index")).toBe("2");
    // Without sliding: focus is seen at once where it lands.
    expect(section?.hasAttribute("data-instant")).toBe(true);
    (document.querySelector(".carousel__prev") as HTMLButtonElement).click();
    expect(section?.hasAttribute("data-instant")).toBe(false);
    expect(track?.style.getPropertyValue("--index")).toBe("1");
    document.querySelector<HTMLAnchorElement>('a[href="/n3"]')?.blur();
    document.querySelector<HTMLAnchorElement>('a[href="/n3"]')?.focus();
    expect(track?.style.getPropertyValue("--index")).toBe("2");
    expect(track?.getAttribute("aria-live")).toBe("polite");
    vi.advanceTimersByTime(10_000);
    expect(track?.style.getPropertyValue("--index")).toBe("2");
    document.querySelector<HTMLAnchorElement>('a[href="/n3"]')?.blur();
    expect(track?.getAttribute("aria-live")).toBe("off");
  });

  it("moves on a finger's swipe, not on a mouse's", () => {
    const { section, button, index } = page(false, 3);
    enhanceCarousels();
    button("Pause").click();
    const viewport = section.querySelector(".carousel__viewport") as HTMLElement;
    const swipe = (pointerType: string, from: number, to: number) => {
      // jsdom has no PointerEvent: a MouseEvent with the pointer's fields.
      const down = Object.assign(new MouseEvent("pointerdown", { bubbles: true, clientX: from }), { pointerType });
      const up = Object.assign(new MouseEvent("pointerup", { bubbles: true, clientX: to }), { pointerType });
      viewport.dispatchEvent(down);
      viewport.dispatchEvent(up);
    };
    swipe("mouse", 300, 100);
    expect(index()).toBe("0");
    swipe("touch", 300, 100);
    expect(index()).toBe("1");
    swipe("touch", 100, 300);
    expect(index()).toBe("0");
  });

  it("is idempotent, and a carousel of one slide has no controls and never moves", () => {
    const { index, button } = page(false, 3);
    enhanceCarousels();
    enhanceCarousels();
    button("Pause").click();
    button("Next").click();
    // Enhanced twice, one press would move two slides.
    expect(index()).toBe("1");
    serverPage(<Carousel id="one" label="One" spec={spec(true)} slides={slides(1)} />);
    enhanceCarousels();
    expect(document.querySelectorAll("button")).toHaveLength(0);
    vi.advanceTimersByTime(10_000);
    expect(document.querySelector<HTMLElement>(".carousel__track")?.style.getPropertyValue("--index")).toBe("0");
  });
});
