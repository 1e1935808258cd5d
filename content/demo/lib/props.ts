/** Props for the scenes: the flag, bunting, a trophy and rows of books. */
import { circle, d, fmt, line, path, poly, rect, type Svg } from "./svg";

/** India's flag on a pole, base of the pole at (x, base). */
export function flagPole(x: number, base: number, h: number, flagW: number, wave = 0.08): string {
  const flagH = flagW * (2 / 3);
  const top = base - h;
  const fx = x + 2;
  const band = (index: number, color: string) => {
    const y = top + 6 + (flagH / 3) * index;
    const b = flagH / 3;
    const wv = flagW * wave;
    return path(
      d(
        "M",
        fx,
        y,
        "Q",
        fx + flagW / 2,
        y - wv,
        fx + flagW,
        y,
        "L",
        fx + flagW,
        y + b,
        "Q",
        fx + flagW / 2,
        y + b - wv,
        fx,
        y + b,
        "Z",
      ),
      color,
    );
  };
  return [
    rect(x - flagW * 0.12, base - flagW * 0.12, flagW * 0.24, flagW * 0.12, "#9e9e9e"),
    line(x, base, x, top, "#8a8f98", Math.max(3, flagW * 0.05)),
    circle(x, top - 2, Math.max(3, flagW * 0.04), "#c9a227"),
    band(0, "#ff9933"),
    band(1, "#ffffff"),
    band(2, "#138808"),
    circle(fx + flagW / 2, top + 6 + flagH / 2 - flagW * wave * 0.5, flagH * 0.12, "none", {
      stroke: "#000080",
      "stroke-width": Math.max(1.5, flagH * 0.03),
    }),
  ].join("");
}

/** A sagging string of pennants from (x1, y1) to (x2, y2). */
export function bunting(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  sag: number,
  colors: readonly string[],
  count: number,
): string {
  const parts = [
    path(d("M", x1, y1, "Q", (x1 + x2) / 2, (y1 + y2) / 2 + sag * 2, x2, y2), "none", {
      stroke: "#555",
      "stroke-width": 2,
    }),
  ];
  const size = Math.abs(x2 - x1) / count;
  for (let index = 0; index < count; index++) {
    const t = (index + 0.5) / count;
    const x = (1 - t) * (1 - t) * x1 + 2 * (1 - t) * t * ((x1 + x2) / 2) + t * t * x2;
    const y = (1 - t) * (1 - t) * y1 + 2 * (1 - t) * t * ((y1 + y2) / 2 + sag * 2) + t * t * y2;
    parts.push(poly([x - size * 0.35, y, x + size * 0.35, y, x, y + size * 0.75], colors[index % colors.length]));
  }
  return parts.join("");
}

/** A two-handled cup, base centre at (x, base). */
export function trophy(svg: Svg, x: number, base: number, h: number, gold = true): string {
  const u = h / 100;
  const [edge, shine] = gold ? ["#b8860b", "#ffe27a"] : ["#8a8f98", "#f2f4f7"];
  const metal = svg.linear(
    [
      [0, edge],
      [0.45, shine],
      [1, edge],
    ],
    0,
    0,
    1,
    0,
  );
  const handle = (side: number) =>
    path(
      d("M", x + side * 29 * u, base - 92 * u, "Q", x + side * 50 * u, base - 90 * u, x + side * 26 * u, base - 62 * u),
      "none",
      { stroke: gold ? "#d4a72c" : "#b7bcc4", "stroke-width": 5 * u },
    );
  return [
    rect(x - 26 * u, base - 14 * u, 52 * u, 14 * u, "#5b3a1e", { rx: 2 * u }),
    rect(x - 18 * u, base - 22 * u, 36 * u, 8 * u, metal),
    rect(x - 5 * u, base - 40 * u, 10 * u, 18 * u, metal),
    path(
      d(
        "M",
        x - 30 * u,
        base - 100 * u,
        "L",
        x + 30 * u,
        base - 100 * u,
        "Q",
        x + 30 * u,
        base - 45 * u,
        x,
        base - 40 * u,
        "Q",
        x - 30 * u,
        base - 45 * u,
        x - 30 * u,
        base - 100 * u,
        "Z",
      ),
      metal,
    ),
    handle(-1),
    handle(1),
  ].join("");
}

/** Rows of book spines filling a shelf from x to x + w, sitting on y. */
export function bookRow(
  x: number,
  y: number,
  w: number,
  maxH: number,
  colors: readonly string[],
  next: () => number,
): string {
  const parts: string[] = [];
  let cursor = x;
  while (cursor < x + w - 6) {
    const bw = Math.min(x + w - cursor, 12 + next() * 16);
    const bh = maxH * (0.7 + next() * 0.3);
    const color = colors[Math.floor(next() * colors.length)];
    if (next() < 0.08) {
      parts.push(
        rect(cursor + 2, y - bh * 0.9, bw, bh * 0.9, color, { transform: `rotate(12 ${fmt(cursor + 2)} ${fmt(y)})` }),
      );
      cursor += bw + 10;
      continue;
    }
    parts.push(rect(cursor, y - bh, bw - 1, bh, color));
    if (bw > 12) parts.push(rect(cursor + 2, y - bh * 0.8, bw - 5, bh * 0.06, "#ffffff", { opacity: 0.35 }));
    cursor += bw;
  }
  return parts.join("");
}
