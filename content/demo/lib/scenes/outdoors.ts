/** Scenes outside the campus buildings: the eco garden and a school trip. */
import { tree } from "#content/demo/lib/nature";
import { person } from "#content/demo/lib/person";
import { circle, ellipse, line, poly, rect } from "#content/demo/lib/svg";
import { clouds, fillGround, hills, lawn, sky, sun } from "./backdrops";
import { type Ctx, spread } from "./context";
import { GREENS } from "./palettes";
import { randomLook } from "./people";

export function garden(ctx: Ctx): void {
  const { s, r, W, H } = ctx;
  const ground = H * 0.48;
  const greens = r.pick(GREENS);
  sky(ctx, ground);
  sun(ctx, W * r.range(0.6, 0.9), H * 0.14, H * 0.06);
  clouds(ctx, 2, H * 0.25);
  hills(ctx, ground, H * 0.1);
  fillGround(ctx, ground, ["#8d6e4f", "#6d4c33"]);
  for (let index = 0; index < 3; index++)
    s.add(
      tree(r.range(0.05, 0.95) * W, ground + 4, H * r.range(0.35, 0.45), greens, r.pick(["round", "tall"] as const)),
    );
  // beds of plants
  for (let row = 0; row < 3; row++) {
    const y = ground + H * (0.1 + row * 0.15);
    const size = H * (0.03 + row * 0.012);
    s.add(rect(0, y - size * 0.3, W, size * 0.8, "#5d4037", { opacity: 0.5 }));
    for (let x = size; x < W; x += size * 4.5) {
      s.add(
        ellipse(x - size * 0.5, y - size * 0.6, size * 0.8, size * 0.4, greens[1], {
          transform: `rotate(-30 ${x - size * 0.5} ${y - size * 0.6})`,
        }),
      );
      s.add(
        ellipse(x + size * 0.5, y - size * 0.6, size * 0.8, size * 0.4, greens[2], {
          transform: `rotate(30 ${x + size * 0.5} ${y - size * 0.6})`,
        }),
      );
      if (r.chance(0.25))
        s.add(circle(x, y - size * 1.3, size * 0.45, r.pick(["#e84393", "#f3a712", "#ff7043", "#ffffff"])));
    }
  }
  const count = r.int(2, 4);
  for (let index = 0; index < count; index++) {
    const x = W * spread(0.2, 0.6, index, count);
    const y = H * 0.93;
    const look = { ...randomLook(r), top: r.pick(["#2e7d32", "#66bb6a", "#f6f7fb"]) };
    s.add(person(x, y, H * 0.4, look, index % 2 === 0 ? "point" : "stand", index % 2 === 0 ? 1 : -1));
    if (index % 2 === 0) {
      const cx = x + H * 0.16;
      const cy = y - H * 0.3;
      s.add(rect(cx - H * 0.03, cy, H * 0.06, H * 0.05, "#0288d1", { rx: 4 }));
      s.add(line(cx + H * 0.03, cy + H * 0.01, cx + H * 0.07, cy - H * 0.02, "#0288d1", 5));
      for (let drop = 0; drop < 4; drop++) s.add(circle(cx + H * 0.08 + drop * 3, cy + drop * H * 0.03, 3, "#81d4fa"));
    } else {
      s.add(line(x + H * 0.1, y, x + H * 0.1, y - H * 0.1, "#6d4c41", 4));
      s.add(
        ellipse(x + H * 0.08, y - H * 0.1, H * 0.03, H * 0.015, greens[2]),
        ellipse(x + H * 0.12, y - H * 0.11, H * 0.03, H * 0.015, greens[1]),
      );
    }
  }
}

export function trip(ctx: Ctx): void {
  const { s, r, W, H } = ctx;
  const ground = H * 0.62;
  const greens = r.pick(GREENS);
  sky(ctx, ground);
  clouds(ctx, 3, H * 0.3);
  // mountains
  for (let index = 0; index < 4; index++) {
    const x = r.range(-0.1, 1) * W;
    const h = H * r.range(0.3, 0.45);
    s.add(poly([x - h * 1.1, ground, x, ground - h, x + h * 1.1, ground], r.pick(["#78909c", "#8d9db6", "#6d8a96"])));
    s.add(
      poly(
        [
          x - h * 0.25,
          ground - h * 0.77,
          x,
          ground - h,
          x + h * 0.25,
          ground - h * 0.77,
          x + h * 0.08,
          ground - h * 0.72,
          x - h * 0.08,
          ground - h * 0.74,
        ],
        "#ffffff",
      ),
    );
  }
  lawn(ctx, ground, greens);
  s.add(poly([0, H * 0.78, W, H * 0.7, W, H * 0.86, 0, H * 0.96], "#616161"));
  s.add(line(0, H * 0.87, W, H * 0.78, "#fafafa", 4, { "stroke-dasharray": "30 24" }));
  // bus
  const bx = W * r.range(0.3, 0.5);
  const by = H * 0.84;
  const bw = H * 0.7;
  const bh = H * 0.26;
  s.add(rect(bx, by - bh, bw, bh, "#fbc02d", { rx: 14 }));
  s.add(rect(bx, by - bh * 0.35, bw, bh * 0.1, "#6d4c41"));
  for (let index = 0; index < 5; index++)
    s.add(rect(bx + bw * (0.05 + index * 0.16), by - bh * 0.85, bw * 0.12, bh * 0.35, "#90caf9"));
  s.add(rect(bx + bw * 0.88, by - bh * 0.85, bw * 0.1, bh * 0.5, "#90caf9"));
  s.add(circle(bx + bw * 0.2, by, bh * 0.16, "#212121"), circle(bx + bw * 0.78, by, bh * 0.16, "#212121"));
  s.add(circle(bx + bw * 0.2, by, bh * 0.07, "#9e9e9e"), circle(bx + bw * 0.78, by, bh * 0.07, "#9e9e9e"));
  for (let index = 0; index < r.int(3, 5); index++)
    s.add(
      person(
        W * (0.05 + index * 0.06),
        H * (0.92 + (index % 2) * 0.04),
        H * 0.3,
        randomLook(r),
        index === 0 ? "point" : "stand",
      ),
    );
  s.add(tree(W * 0.92, H * 0.66, H * 0.4, greens, "round"));
}
