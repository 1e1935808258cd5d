/** Looks for the scenes' people, and groups of them: a crowd in rows, an audience in silhouette. */
import { BRIGHT, HAIR, SKIN } from "#content/demo/lib/palettes";
import { type Look, type Pose, person, uniformLook } from "#content/demo/lib/person";
import type { Rng } from "#content/demo/lib/random";
import { circle, rect } from "#content/demo/lib/svg";
import type { Ctx } from "./context";

/** A child in school uniform. */
export function randomLook(r: Rng, girl = r.chance(0.5), top?: string): Look {
  return uniformLook((items) => r.pick(items), girl, top);
}

/** Someone in bright clothes: a performer, a guest or a teacher. */
export function colourfulLook(r: Rng, girl = r.chance(0.5)): Look {
  return { skin: r.pick(SKIN), hair: r.pick(HAIR), top: r.pick(BRIGHT), bottom: r.pick(BRIGHT), girl };
}

/** Rows of people from `x0` to `x1`, growing from `hBack` tall at `yBack` to `hFront` at `yFront`. */
export function crowd(
  ctx: Ctx,
  x0: number,
  x1: number,
  yBack: number,
  yFront: number,
  rows: number,
  hBack: number,
  hFront: number,
  pose: Pose,
  top?: (row: number, index: number) => string,
  spacing = 0.42,
): void {
  const { s, r } = ctx;
  for (let row = 0; row < rows; row++) {
    const t = rows === 1 ? 1 : row / (rows - 1);
    const y = yBack + (yFront - yBack) * t;
    const h = hBack + (hFront - hBack) * t;
    const gap = h * spacing;
    const count = Math.floor((x1 - x0) / gap);
    for (let index = 0; index < count; index++) {
      const x = x0 + (index + 0.5) * gap + r.range(-gap * 0.15, gap * 0.15);
      s.add(
        person(x, y + r.range(-2, 2), h * r.range(0.92, 1.06), randomLook(r, r.chance(0.5), top?.(row, index)), pose),
      );
    }
  }
}

/** The dark silhouettes of an audience's heads along `y`. */
export function audience(ctx: Ctx, y: number, size: number): void {
  const { s, r, W } = ctx;
  const head = size * 1.3;
  s.add(rect(0, y + head * 0.5, W, ctx.H - y, "#14141e"));
  for (let x = head * 0.2; x < W + head; x += head * 1.25) {
    s.add(rect(x - head * 0.55, y + head * 0.3, head * 1.1, head * 1.2, "#14141e", { rx: head * 0.4 }));
    s.add(circle(x + r.range(-4, 4), y, head * 0.42, "#14141e"));
  }
}
