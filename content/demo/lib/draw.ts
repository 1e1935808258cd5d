/** SVG building blocks for the demo pictures: a document builder, primitives and simple figures. */

export type Attrs = Record<string, string | number | undefined>;

/** Numbers are written with one decimal at most, so the SVG text (and the picture) is stable. */
export function fmt(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function attrs(values: Attrs = {}): string {
  let out = "";
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    out += ` ${key}="${typeof value === "number" ? fmt(value) : escapeXml(value)}"`;
  }
  return out;
}

export type Stop = [offset: number, color: string, opacity?: number];

export class Svg {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private ids = 0;

  constructor(
    readonly w: number,
    readonly h: number,
  ) {}

  private stops(stops: Stop[]): string {
    return stops
      .map(([offset, color, opacity]) => `<stop${attrs({ offset, "stop-color": color, "stop-opacity": opacity })}/>`)
      .join("");
  }

  /** A linear gradient, top to bottom unless told; returns the `url(#…)` to fill with. */
  linear(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = `g${this.ids++}`;
    this.defs.push(`<linearGradient${attrs({ id, x1, y1, x2, y2 })}>${this.stops(stops)}</linearGradient>`);
    return `url(#${id})`;
  }

  radial(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = `g${this.ids++}`;
    this.defs.push(`<radialGradient${attrs({ id, cx, cy, r })}>${this.stops(stops)}</radialGradient>`);
    return `url(#${id})`;
  }

  add(...parts: string[]): void {
    this.body.push(...parts);
  }

  /** The document; `mirror` flips the drawing left to right. */
  toString(mirror = false): string {
    const body = mirror
      ? `<g transform="translate(${this.w} 0) scale(-1 1)">${this.body.join("")}</g>`
      : this.body.join("");
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}">` +
      `<defs>${this.defs.join("")}</defs>${body}</svg>`
    );
  }
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, more?: Attrs) =>
  `<rect${attrs({ x, y, width: w, height: h, fill, ...more })}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, more?: Attrs) =>
  `<circle${attrs({ cx, cy, r, fill, ...more })}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, more?: Attrs) =>
  `<ellipse${attrs({ cx, cy, rx, ry, fill, ...more })}/>`;

export const path = (d: string, fill: string, more?: Attrs) => `<path${attrs({ d, fill, ...more })}/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, more?: Attrs) =>
  `<line${attrs({ x1, y1, x2, y2, stroke, "stroke-width": width, "stroke-linecap": "round", ...more })}/>`;

export const poly = (points: number[], fill: string, more?: Attrs) => {
  const pairs: string[] = [];
  for (let index = 0; index + 1 < points.length; index += 2)
    pairs.push(`${fmt(points[index])},${fmt(points[index + 1])}`);
  return `<polygon${attrs({ points: pairs.join(" "), fill, ...more })}/>`;
};

export const polyline = (points: number[], stroke: string, width: number, more?: Attrs) => {
  const pairs: string[] = [];
  for (let index = 0; index + 1 < points.length; index += 2)
    pairs.push(`${fmt(points[index])},${fmt(points[index + 1])}`);
  return `<polyline${attrs({ points: pairs.join(" "), fill: "none", stroke, "stroke-width": width, "stroke-linecap": "round", "stroke-linejoin": "round", ...more })}/>`;
};

export const text = (x: number, y: number, value: string, size: number, fill: string, more?: Attrs) =>
  `<text${attrs({ x, y, "font-family": "DejaVu Sans", "font-size": size, fill, ...more })}>${escapeXml(value)}</text>`;

export const group = (children: string[], more?: Attrs) => `<g${attrs(more)}>${children.join("")}</g>`;

/** A path string from numbers: `d("M", 1, 2, "L", 3, 4)`. */
export function d(...parts: Array<string | number>): string {
  return parts.map((part) => (typeof part === "number" ? fmt(part) : part)).join(" ");
}

// ---------------------------------------------------------------- palettes

export const SKIN = ["#8d5524", "#9c6434", "#b5773f", "#c68642", "#d19a6a", "#a86b3c", "#e0ac69"] as const;
export const HAIR = ["#141414", "#1f1410", "#2b1b12", "#3a2418"] as const;
export const HOUSE = ["#d63b3b", "#2f6fd6", "#2e9e4f", "#e8b51e"] as const;
export const SHIRT = ["#f6f7fb", "#dbe9f7", "#f6f7fb", "#eef3fa"] as const;
export const BOTTOM = ["#26335e", "#4a5162", "#6b1d2a", "#2d3f6e"] as const;
export const BRIGHT = [
  "#e4572e",
  "#f3a712",
  "#29b6f6",
  "#8e44ad",
  "#2ecc71",
  "#e84393",
  "#00a8a8",
  "#ff7f50",
  "#3f51b5",
] as const;

export type Look = { skin: string; hair: string; top: string; bottom: string; girl: boolean };

export type Pose = "stand" | "cheer" | "run" | "wave" | "point" | "sit" | "back" | "dance" | "tree";

/**
 * A faceless person, feet at (x, base), `h` tall. Flat shapes only: the pictures
 * are meant to read as illustrations, and flat colour keeps the JPEGs small.
 */
export function person(x: number, base: number, h: number, look: Look, pose: Pose = "stand", facing = 1): string {
  const u = h / 100;
  const parts: string[] = [];
  const headY = base - 91 * u;
  const shoulderY = base - 77 * u;
  const hipY = base - 44 * u;
  const back = pose === "back";
  const limb = (x1: number, y1: number, x2: number, y2: number, color: string, width: number) =>
    line(x1, y1, x2, y2, color, width);

  // long hair behind the shoulders
  if (look.girl && !back) parts.push(ellipse(x, headY + 9 * u, 10 * u, 14 * u, look.hair));
  if (look.girl && back) parts.push(rect(x - 8 * u, headY, 16 * u, 24 * u, look.hair, { rx: 7 * u }));

  // legs
  const legColor = look.girl ? look.skin : look.bottom;
  if (pose === "run") {
    parts.push(limb(x - 3 * u, hipY, x - 17 * u * facing, base - 10 * u, legColor, 9 * u));
    parts.push(limb(x - 17 * u * facing, base - 10 * u, x - 24 * u * facing, base - 1 * u, legColor, 8 * u));
    parts.push(limb(x + 3 * u, hipY, x + 14 * u * facing, base - 22 * u, legColor, 9 * u));
    parts.push(limb(x + 14 * u * facing, base - 22 * u, x + 16 * u * facing, base, legColor, 8 * u));
  } else if (pose === "tree") {
    parts.push(limb(x, hipY, x, base, legColor, 9 * u));
    parts.push(limb(x + 2 * u, hipY + 4 * u, x + 15 * u, base - 25 * u, legColor, 8 * u));
    parts.push(limb(x + 15 * u, base - 25 * u, x + 2 * u, base - 18 * u, legColor, 7 * u));
  } else if (pose !== "sit") {
    parts.push(limb(x - 6 * u, hipY, x - 7 * u, base - 3 * u, legColor, 9 * u));
    parts.push(limb(x + 6 * u, hipY, x + 7 * u, base - 3 * u, legColor, 9 * u));
    parts.push(ellipse(x - 8 * u, base - 2 * u, 6 * u, 3 * u, "#202020"));
    parts.push(ellipse(x + 8 * u, base - 2 * u, 6 * u, 3 * u, "#202020"));
  }

  // trousers over the top of the legs, or a skirt
  if (look.girl && pose === "dance") {
    parts.push(
      path(
        d(
          "M",
          x - 12 * u,
          hipY - 6 * u,
          "L",
          x + 12 * u,
          hipY - 6 * u,
          "L",
          x + 34 * u,
          base - 6 * u,
          "Q",
          x,
          base + 2 * u,
          x - 34 * u,
          base - 6 * u,
          "Z",
        ),
        look.bottom,
      ),
    );
  } else if (look.girl && pose !== "sit") {
    parts.push(
      path(
        d(
          "M",
          x - 13 * u,
          hipY - 6 * u,
          "L",
          x + 13 * u,
          hipY - 6 * u,
          "L",
          x + 18 * u,
          hipY + 16 * u,
          "L",
          x - 18 * u,
          hipY + 16 * u,
          "Z",
        ),
        look.bottom,
      ),
    );
  } else if (pose !== "sit") {
    parts.push(rect(x - 12 * u, hipY - 6 * u, 24 * u, 12 * u, look.bottom, { rx: 3 * u }));
  }

  // neck (behind the torso), then the torso
  parts.push(rect(x - 3.5 * u, headY + 5 * u, 7 * u, 10 * u, look.skin));
  parts.push(rect(x - 13 * u, shoulderY - 4 * u, 26 * u, hipY - shoulderY + 4 * u, look.top, { rx: 7 * u }));

  // arms
  const sl = { x: x - 11 * u, y: shoulderY + 1 * u };
  const sr = { x: x + 11 * u, y: shoulderY + 1 * u };
  let hands: Array<[number, number]>;
  switch (pose) {
    case "cheer":
    case "tree":
      hands = [
        [x - 10 * u, base - 118 * u],
        [x + 10 * u, base - 118 * u],
      ];
      if (pose === "cheer")
        hands = [
          [x - 24 * u, base - 112 * u],
          [x + 24 * u, base - 112 * u],
        ];
      break;
    case "wave":
      hands = [
        [x - 16 * u, base - 47 * u],
        [x + 22 * u * facing, base - 110 * u],
      ];
      break;
    case "point":
      hands = [
        [x - 15 * u * facing, base - 47 * u],
        [x + 36 * u * facing, base - 80 * u],
      ];
      break;
    case "run":
      hands = [
        [x + 20 * u * facing, base - 62 * u],
        [x - 20 * u * facing, base - 52 * u],
      ];
      break;
    case "sit":
      hands = [
        [x - 14 * u, base - 52 * u],
        [x + 14 * u, base - 52 * u],
      ];
      break;
    case "dance":
      hands = [
        [x - 30 * u, base - 100 * u],
        [x + 32 * u, base - 70 * u],
      ];
      break;
    default:
      hands = [
        [x - 16 * u, base - 47 * u],
        [x + 16 * u, base - 47 * u],
      ];
  }
  const [left, right] = hands;
  parts.push(limb(sl.x, sl.y, left[0], left[1], look.top, 7 * u));
  parts.push(limb(sr.x, sr.y, right[0], right[1], look.top, 7 * u));
  parts.push(circle(left[0], left[1], 3.8 * u, look.skin));
  parts.push(circle(right[0], right[1], 3.8 * u, look.skin));

  // head
  if (back) {
    parts.push(circle(x, headY, 8.6 * u, look.hair));
  } else {
    parts.push(circle(x, headY - 1.2 * u, 8.9 * u, look.hair));
    parts.push(circle(x + 0.6 * u * facing, headY + 1.2 * u, 7.7 * u, look.skin));
    if (look.girl) parts.push(circle(x - 7 * u * facing, headY - 6 * u, 3.6 * u, look.hair));
  }
  return parts.join("");
}

/** A look in school uniform: white or pale shirt, navy/grey/maroon bottom. */
export function uniformLook(pick: <T>(items: readonly T[]) => T, girl: boolean, top?: string): Look {
  return { skin: pick(SKIN), hair: pick(HAIR), top: top ?? pick(SHIRT), bottom: pick(BOTTOM), girl };
}

export function tree(
  x: number,
  base: number,
  h: number,
  greens: readonly string[],
  kind: "round" | "tall" | "palm",
): string {
  const parts: string[] = [];
  if (kind === "palm") {
    parts.push(
      path(
        d(
          "M",
          x - h * 0.03,
          base,
          "Q",
          x + h * 0.02,
          base - h * 0.5,
          x + h * 0.08,
          base - h * 0.92,
          "L",
          x + h * 0.11,
          base - h * 0.92,
          "Q",
          x + h * 0.06,
          base - h * 0.5,
          x + h * 0.03,
          base,
          "Z",
        ),
        "#7a5530",
      ),
    );
    const cx = x + h * 0.095;
    const cy = base - h * 0.93;
    for (let index = 0; index < 7; index++) {
      const angle = -170 + index * 27;
      parts.push(
        ellipse(
          cx + Math.cos((angle * Math.PI) / 180) * h * 0.17,
          cy + Math.sin((angle * Math.PI) / 180) * h * 0.12 + h * 0.04,
          h * 0.2,
          h * 0.045,
          greens[index % greens.length],
          {
            transform: `rotate(${fmt(angle + 8)} ${fmt(cx + Math.cos((angle * Math.PI) / 180) * h * 0.17)} ${fmt(cy + Math.sin((angle * Math.PI) / 180) * h * 0.12 + h * 0.04)})`,
          },
        ),
      );
    }
    return parts.join("");
  }
  if (kind === "tall") {
    parts.push(rect(x - h * 0.025, base - h * 0.3, h * 0.05, h * 0.3, "#6b4a2b"));
    parts.push(ellipse(x, base - h * 0.58, h * 0.15, h * 0.42, greens[0]));
    parts.push(ellipse(x - h * 0.04, base - h * 0.62, h * 0.08, h * 0.3, greens[1], { opacity: 0.8 }));
    return parts.join("");
  }
  parts.push(rect(x - h * 0.04, base - h * 0.45, h * 0.08, h * 0.45, "#6b4a2b"));
  parts.push(circle(x - h * 0.17, base - h * 0.55, h * 0.22, greens[0]));
  parts.push(circle(x + h * 0.17, base - h * 0.58, h * 0.23, greens[0]));
  parts.push(circle(x, base - h * 0.74, h * 0.27, greens[1]));
  parts.push(circle(x - h * 0.07, base - h * 0.8, h * 0.13, greens[2], { opacity: 0.7 }));
  return parts.join("");
}

export function cloud(x: number, y: number, size: number, opacity = 0.9): string {
  return group(
    [
      ellipse(x, y, size, size * 0.42, "#ffffff"),
      ellipse(x - size * 0.45, y + size * 0.08, size * 0.55, size * 0.3, "#ffffff"),
      ellipse(x + size * 0.2, y - size * 0.25, size * 0.5, size * 0.38, "#ffffff"),
    ],
    { opacity },
  );
}

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
  const metal = gold
    ? svg.linear(
        [
          [0, "#b8860b"],
          [0.45, "#ffe27a"],
          [1, "#b8860b"],
        ],
        0,
        0,
        1,
        0,
      )
    : svg.linear(
        [
          [0, "#8a8f98"],
          [0.45, "#f2f4f7"],
          [1, "#8a8f98"],
        ],
        0,
        0,
        1,
        0,
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
    path(d("M", x - 29 * u, base - 92 * u, "Q", x - 50 * u, base - 90 * u, x - 26 * u, base - 62 * u), "none", {
      stroke: gold ? "#d4a72c" : "#b7bcc4",
      "stroke-width": 5 * u,
    }),
    path(d("M", x + 29 * u, base - 92 * u, "Q", x + 50 * u, base - 90 * u, x + 26 * u, base - 62 * u), "none", {
      stroke: gold ? "#d4a72c" : "#b7bcc4",
      "stroke-width": 5 * u,
    }),
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
