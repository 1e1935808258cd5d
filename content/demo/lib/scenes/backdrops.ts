/** Backgrounds shared by the scenes: sky, sun, clouds, hills and ground outdoors; walls, floor and windows indoors. */
import { cloud } from "#content/demo/lib/nature";
import { circle, d, line, path, rect, verticalFill } from "#content/demo/lib/svg";
import type { Ctx } from "./context";
import { FLOORS, INTERIOR, SKIES } from "./palettes";

export function sky({ s, r, W }: Ctx, bottom: number, palette = r.pick(SKIES)): void {
  s.add(verticalFill(s, 0, 0, W, bottom + 2, palette));
}

export function sun({ s }: Ctx, x: number, y: number, radius: number, color = "#fff3b0"): void {
  s.add(
    circle(
      x,
      y,
      radius * 2.6,
      s.radial([
        [0, color, 0.55],
        [1, color, 0],
      ]),
    ),
  );
  s.add(circle(x, y, radius, color));
}

export function clouds(ctx: Ctx, count: number, maxY: number): void {
  const { s, r, W, H } = ctx;
  for (let index = 0; index < count; index++) {
    s.add(
      cloud(
        r.range(0.05, 0.95) * W,
        r.range(0.06, maxY / H) * H,
        r.range(0.05, 0.09) * Math.max(W, H),
        r.range(0.7, 0.95),
      ),
    );
  }
}

export function hills({ s, r, W }: Ctx, y: number, height: number): void {
  const colours = r.pick([
    ["#9bb7c9", "#7fa38b"],
    ["#a9b8d6", "#86a878"],
    ["#b3c4b0", "#6f9a6a"],
  ]);
  for (let layer = 0; layer < 2; layer++) {
    const parts: Array<string | number> = ["M", 0, y];
    const bumps = r.int(3, 5);
    for (let index = 0; index < bumps; index++) {
      const x0 = (W / bumps) * index;
      const x1 = (W / bumps) * (index + 1);
      parts.push(
        "Q",
        (x0 + x1) / 2 + r.range(-40, 40),
        y - height * r.range(0.5, 1.3) * (layer === 0 ? 1 : 0.6),
        x1,
        y,
      );
    }
    parts.push("L", W, y + 4, "L", 0, y + 4, "Z");
    s.add(path(d(...parts), colours[layer]));
  }
}

/** The ground from `y` down to the bottom edge, shaded from `colours[0]` to `colours[1]`. */
export function fillGround({ s, W, H }: Ctx, y: number, colours: readonly [string, string]): void {
  s.add(verticalFill(s, 0, y, W, H - y, colours));
}

export function lawn(ctx: Ctx, y: number, greens: readonly string[]): void {
  fillGround(ctx, y, [greens[2], greens[1]]);
}

/** A back wall down to `floorY` and the floor below it. */
export function room(
  ctx: Ctx,
  floorY: number,
  wall: readonly [string, string],
  floor: readonly [string, string],
): void {
  ctx.s.add(verticalFill(ctx.s, 0, 0, ctx.W, floorY, wall));
  fillGround(ctx, floorY, floor);
}

/** A classroom-like room: a pale wall, a wooden or stone floor and a shadow where they meet. */
export function interior(ctx: Ctx, floorY: number): void {
  const { s, r, W, H } = ctx;
  room(ctx, floorY, r.pick(INTERIOR), r.pick(FLOORS));
  s.add(rect(0, floorY - H * 0.02, W, H * 0.02, "#00000022"));
}

export function windowPane({ s }: Ctx, x: number, y: number, w: number, h: number): void {
  s.add(rect(x - 4, y - 4, w + 8, h + 8, "#ffffff"));
  s.add(verticalFill(s, x, y, w, h, ["#a8d8f5", "#e6f5ff"]));
  s.add(line(x + w / 2, y, x + w / 2, y + h, "#ffffff", 4), line(x, y + h / 2, x + w, y + h / 2, "#ffffff", 4));
}
