/** Scenes in front of the school building: the campus, the morning assembly and the flag hoisting. */
import { tree } from "#content/demo/lib/nature";
import { HOUSE } from "#content/demo/lib/palettes";
import { person } from "#content/demo/lib/person";
import { flagPole } from "#content/demo/lib/props";
import { circle, ellipse, line, poly, rect } from "#content/demo/lib/svg";
import { clouds, fillGround, hills, lawn, sky, sun } from "./backdrops";
import type { Ctx } from "./context";
import { GREENS } from "./palettes";
import { colourfulLook, crowd, randomLook } from "./people";
import { schoolBuilding } from "./school-building";

export function campus(ctx: Ctx): void {
  const { s, r, W, H } = ctx;
  const ground = H * r.range(0.68, 0.74);
  const greens = r.pick(GREENS);
  sky(ctx, ground);
  sun(ctx, r.range(0.1, 0.9) * W, r.range(0.1, 0.25) * H, H * 0.05);
  clouds(ctx, r.int(2, 4), H * 0.3);
  hills(ctx, ground - H * 0.12, H * 0.12);
  lawn(ctx, ground, greens);
  const bw = W * r.range(0.5, 0.68);
  const bx = W * r.range(0.42, 0.58);
  for (let index = 0; index < 5; index++)
    s.add(tree(r.range(0, W), ground - H * 0.02, H * r.range(0.28, 0.36), greens, "round"));
  schoolBuilding(ctx, bx, ground, bw, H * r.range(0.32, 0.4));
  s.add(flagPole(bx + bw / 2 + W * 0.05, ground + H * 0.02, H * 0.5, H * 0.1));
  s.add(poly([bx - W * 0.03, ground, bx + W * 0.03, ground, bx + W * 0.12, H, bx - W * 0.12, H], "#d9c7a5"));
  s.add(rect(0, ground - H * 0.02, W, H * 0.04, greens[0], { rx: H * 0.02 }));
  const kinds = ["round", "tall", "palm"] as const;
  for (let index = 0; index < 4; index++) {
    const left = index % 2 === 0;
    const x = left ? r.range(0.02, 0.2) * W : r.range(0.8, 0.98) * W;
    s.add(tree(x, ground + H * r.range(0.05, 0.15), H * r.range(0.4, 0.55), greens, r.pick(kinds)));
  }
  for (let index = 0; index < r.int(2, 5); index++) {
    const x = bx + r.range(-0.08, 0.08) * W;
    const y = ground + H * r.range(0.08, 0.25);
    s.add(person(x, y, H * 0.14 * (y / ground), randomLook(r), "stand"));
  }
  for (let index = 0; index < 6; index++)
    s.add(
      circle(r.range(0, W), H * r.range(0.9, 0.98), H * 0.025, r.pick(["#e84393", "#f3a712", "#e4572e", "#ffffff"]), {
        opacity: 0.9,
      }),
    );
}

export function assembly(ctx: Ctx): void {
  const { s, r, W, H } = ctx;
  const ground = H * 0.5;
  sky(ctx, ground);
  sun(ctx, W * r.range(0.1, 0.3), H * 0.12, H * 0.05);
  schoolBuilding(ctx, W * r.range(0.45, 0.55), ground, W * 0.85, H * 0.3);
  fillGround(ctx, ground, ["#d8c7a4", "#c2ab80"]);
  // podium
  const px = W * r.range(0.2, 0.8);
  s.add(rect(px - W * 0.12, ground + H * 0.02, W * 0.24, H * 0.06, "#a44a3f"));
  s.add(person(px, ground + H * 0.04, H * 0.2, { ...colourfulLook(r), top: "#7b1e3c", bottom: "#333" }, "wave"));
  s.add(rect(px + W * 0.03, ground - H * 0.02, W * 0.025, H * 0.07, "#5d4037"));
  s.add(flagPole(px - W * 0.16, ground + H * 0.05, H * 0.42, H * 0.1));
  const house = r.chance(0.5);
  crowd(
    ctx,
    W * 0.02,
    W * 0.98,
    ground + H * 0.2,
    H * 0.98,
    3,
    H * 0.17,
    H * 0.32,
    "back",
    house ? (_row, index) => HOUSE[Math.floor(index / 3) % 4] : undefined,
    0.6,
  );
}

export function flagScene(ctx: Ctx): void {
  const { s, r, W, H } = ctx;
  const ground = H * 0.55;
  sky(ctx, ground, ["#4f9fe0", "#e3f3ff"]);
  clouds(ctx, 3, H * 0.3);
  fillGround(ctx, ground, ["#dccca8", "#c2ab80"]);
  const fx = W * r.range(0.4, 0.6);
  s.add(flagPole(fx, ground + H * 0.05, H * 0.52, H * 0.26, 0.1));
  s.add(rect(fx - H * 0.12, ground + H * 0.02, H * 0.24, H * 0.04, "#bdbdbd"));
  for (let index = 0; index < 8; index++) {
    const x = r.range(0, W);
    const y = r.range(0.08, 0.45) * H;
    const colour = ["#ff9933", "#ffffff", "#138808"][index % 3];
    s.add(
      line(x, y + H * 0.04, x + r.range(-10, 10), y + H * 0.14, "#9e9e9e", 1.5),
      ellipse(x, y, H * 0.025, H * 0.032, colour),
    );
  }
  crowd(
    ctx,
    W * 0.02,
    W * 0.98,
    ground + H * 0.2,
    H * 0.99,
    2,
    H * 0.18,
    H * 0.3,
    r.chance(0.5) ? "back" : "stand",
    (_row, index) => ["#ff9933", "#ffffff", "#138808"][index % 3],
    0.55,
  );
}
