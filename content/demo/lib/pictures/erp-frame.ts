/** The canvas, browser window and stand-in widgets of the portal vendor's product pictures. */
import { Rng } from "#content/demo/lib/random";
import { circle, rect, Svg, text } from "#content/demo/lib/svg";

/** A 1200x750 picture on a diagonal gradient, with the random source for its details. */
export function erpCanvas(seed: string, colours: readonly [string, string]): { r: Rng; s: Svg; W: number; H: number } {
  const r = new Rng(seed);
  const W = 1200;
  const H = 750;
  const s = new Svg(W, H);
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.linear(
        [
          [0, colours[0]],
          [1, colours[1]],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  return { r, s, W, H };
}

/** A white card with a thin grey border. */
export const card = (x: number, y: number, w: number, h: number, rx = 10) =>
  rect(x, y, w, h, "#ffffff", { rx, stroke: "#e3e7ed", "stroke-width": 2 });

export function browser(
  s: Svg,
  x: number,
  y: number,
  w: number,
  h: number,
  address: string,
): { x: number; y: number; w: number; h: number } {
  s.add(rect(x + 6, y + 10, w, h, "#000000", { opacity: 0.18, rx: 14 }));
  s.add(rect(x, y, w, h, "#ffffff", { rx: 12 }));
  s.add(rect(x, y, w, 44, "#e3e7ed", { rx: 12 }), rect(x, y + 30, w, 14, "#e3e7ed"));
  ["#ff5f57", "#febc2e", "#28c840"].forEach((colour, index) => {
    s.add(circle(x + 22 + index * 20, y + 22, 6, colour));
  });
  s.add(rect(x + 100, y + 10, w * 0.5, 24, "#ffffff", { rx: 12 }));
  s.add(text(x + 118, y + 27, address, 13, "#5f6b7a"));
  return { x, y: y + 44, w, h: h - 44 };
}

export function bars(
  s: Svg,
  x: number,
  y: number,
  w: number,
  count: number,
  r: Rng,
  colour = "#d5dbe3",
  height = 10,
): void {
  for (let index = 0; index < count; index++)
    s.add(rect(x, y + index * (height * 2.2), w * r.range(0.5, 1), height, colour, { rx: height / 2 }));
}
