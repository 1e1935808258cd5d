/** SVG building blocks for the demo pictures: a document builder and the primitives. */

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

/** `x,y` pairs for the `points` attribute. */
function pointList(points: number[]): string {
  const pairs: string[] = [];
  for (let index = 0; index + 1 < points.length; index += 2)
    pairs.push(`${fmt(points[index])},${fmt(points[index + 1])}`);
  return pairs.join(" ");
}

export const poly = (points: number[], fill: string, more?: Attrs) =>
  `<polygon${attrs({ points: pointList(points), fill, ...more })}/>`;

export const polyline = (points: number[], stroke: string, width: number, more?: Attrs) =>
  `<polyline${attrs({ points: pointList(points), fill: "none", stroke, "stroke-width": width, "stroke-linecap": "round", "stroke-linejoin": "round", ...more })}/>`;

export const text = (x: number, y: number, value: string, size: number, fill: string, more?: Attrs) =>
  `<text${attrs({ x, y, "font-family": "DejaVu Sans", "font-size": size, fill, ...more })}>${escapeXml(value)}</text>`;

export const group = (children: string[], more?: Attrs) => `<g${attrs(more)}>${children.join("")}</g>`;

/** A path string from numbers: `d("M", 1, 2, "L", 3, 4)`. */
export function d(...parts: Array<string | number>): string {
  return parts.map((part) => (typeof part === "number" ? fmt(part) : part)).join(" ");
}

/** A rectangle filled with a top-to-bottom gradient from `colours[0]` to `colours[1]`. */
export function verticalFill(
  s: Svg,
  x: number,
  y: number,
  w: number,
  h: number,
  colours: readonly [string, string],
): string {
  return rect(
    x,
    y,
    w,
    h,
    s.linear([
      [0, colours[0]],
      [1, colours[1]],
    ]),
  );
}

/** Like `d`, with every number multiplied by `scale`: drawings laid out on a fixed grid. */
export function dScaled(scale: number, ...parts: Array<string | number>): string {
  return d(...parts.map((part) => (typeof part === "number" ? part * scale : part)));
}

/** A backdrop over the whole document, lit from (0.5, cy): `colours[0]` in the middle to `colours[1]` at the edges. */
export function radialBackdrop(s: Svg, colours: readonly [string, string], cy: number): string {
  return rect(
    0,
    0,
    s.w,
    s.h,
    s.radial(
      [
        [0, colours[0]],
        [1, colours[1]],
      ],
      0.5,
      cy,
      0.8,
    ),
  );
}

/** A closed path through the points, given as x, y pairs: `M x0 y0 L x1 y1 … Z`. */
export function dClosed(points: number[]): string {
  const parts: Array<string | number> = [];
  for (let index = 0; index + 1 < points.length; index += 2)
    parts.push(index === 0 ? "M" : "L", points[index], points[index + 1]);
  return d(...parts, "Z");
}
