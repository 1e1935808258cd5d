/** Scenes of sport: the athletics track, yoga on the lawn and the prize podium. */
import { tree } from "#content/demo/lib/nature";
import { BOTTOM, BRIGHT, HAIR, HOUSE, SKIN } from "#content/demo/lib/palettes";
import { type Pose, person } from "#content/demo/lib/person";
import { bunting, trophy } from "#content/demo/lib/props";
import { circle, ellipse, line, poly, rect, text, verticalFill } from "#content/demo/lib/svg";
import { clouds, fillGround, hills, lawn, sky, sun } from "./backdrops";
import type { Ctx } from "./context";
import { GREENS } from "./palettes";
import { randomLook } from "./people";

export function sports(ctx: Ctx): void {
  const { s, r, W, H } = ctx;
  const horizon = H * 0.42;
  sky(ctx, horizon);
  clouds(ctx, 3, H * 0.25);
  // stands with spectators
  s.add(rect(0, horizon - H * 0.12, W, H * 0.12, "#8d99ae"));
  for (let row = 0; row < 2; row++) {
    for (let x = 8; x < W; x += H * 0.07) {
      s.add(circle(x + (row % 2) * H * 0.035, horizon - H * 0.085 + row * H * 0.05, H * 0.022, r.pick(BRIGHT)));
    }
  }
  s.add(bunting(0, horizon - H * 0.16, W, horizon - H * 0.16, H * 0.03, HOUSE, 24));
  fillGround(ctx, horizon, ["#5fae4f", "#3f8a3a"]);
  // track in perspective
  const lanes = 6;
  const top = horizon + H * 0.12;
  s.add(poly([W * 0.3, top, W * 0.7, top, W * 1.05, H, W * -0.05, H], "#c4553a"));
  for (let lane = 0; lane <= lanes; lane++) {
    const tx = W * 0.3 + (W * 0.4 * lane) / lanes;
    const bx = W * -0.05 + (W * 1.1 * lane) / lanes;
    s.add(line(tx, top, bx, H, "#ffffff", 3));
  }
  if (r.chance(0.5)) s.add(rect(W * 0.22, H * 0.78, W * 0.56, H * 0.012, "#ffffff"));
  const runners = r.int(3, 5);
  for (let index = 0; index < runners; index++) {
    const lane = index + 0.5 + (lanes - runners) / 2;
    const depth = r.range(0.55, 0.9);
    const y = top + (H - top) * depth;
    const x = W * 0.3 + (W * 0.4 * lane) / lanes + (W * -0.35 + (W * 0.7 * lane) / lanes) * depth;
    s.add(
      person(
        x,
        y,
        H * 0.32 * (0.5 + depth * 0.6),
        { ...randomLook(r, r.chance(0.4)), top: HOUSE[index % 4] },
        "run",
        r.chance(0.5) ? 1 : -1,
      ),
    );
  }
  s.add(tree(W * 0.05, horizon + H * 0.02, H * 0.3, r.pick(GREENS), "round"));
  s.add(tree(W * 0.95, horizon + H * 0.02, H * 0.28, r.pick(GREENS), "tall"));
}

export function yoga(ctx: Ctx): void {
  const { s, r, W, H } = ctx;
  const ground = H * 0.45;
  const greens = r.pick(GREENS);
  sky(ctx, ground, ["#ffcc80", "#fff8e1"]);
  sun(ctx, W * r.range(0.2, 0.8), H * 0.2, H * 0.08, "#ffb74d");
  hills(ctx, ground, H * 0.08);
  lawn(ctx, ground, greens);
  for (let index = 0; index < 3; index++) s.add(tree(r.range(0, W), ground + 6, H * 0.3, greens, "round"));
  const pose: Pose = r.pick(["tree", "cheer", "stand"] as const);
  for (let row = 0; row < 3; row++) {
    const y = ground + H * (0.16 + row * 0.17);
    const h = H * (0.22 + row * 0.07);
    const count = 5 - row;
    for (let index = 0; index < count; index++) {
      const x = W * ((index + 0.5) / count);
      s.add(
        poly(
          [
            x - h * 0.22,
            y - h * 0.02,
            x + h * 0.22,
            y - h * 0.02,
            x + h * 0.26,
            y + h * 0.06,
            x - h * 0.26,
            y + h * 0.06,
          ],
          r.pick(["#7e57c2", "#26a69a", "#ef5350", "#42a5f5", "#ffca28"]),
        ),
      );
      s.add(
        person(
          x,
          y + h * 0.02,
          h,
          { skin: r.pick(SKIN), hair: r.pick(HAIR), top: "#ffffff", bottom: r.pick(BOTTOM), girl: r.chance(0.5) },
          pose,
        ),
      );
    }
  }
}

/** Backdrop colours behind the prize podium, top to bottom. */
const PRIZE_BACKS: ReadonlyArray<[string, string]> = [
  ["#0d1b3e", "#1e3a8a"],
  ["#3e0d2b", "#7a1f4f"],
  ["#10302b", "#1f6f5c"],
];

export function trophyScene(ctx: Ctx): void {
  const { s, r, W, H } = ctx;
  const back = r.pick(PRIZE_BACKS);
  s.add(verticalFill(s, 0, 0, W, H, back));
  s.add(
    ellipse(
      W / 2,
      H * 0.55,
      W * 0.4,
      H * 0.5,
      s.radial([
        [0, "#fff6c8", 0.45],
        [1, "#fff6c8", 0],
      ]),
    ),
  );
  for (let index = 0; index < 24; index++) {
    const x = r.range(0, W);
    const y = r.range(0, H * 0.8);
    s.add(
      rect(x, y, r.range(4, 10), r.range(8, 16), r.pick(BRIGHT), {
        transform: `rotate(${Math.round(r.range(0, 180))} ${Math.round(x)} ${Math.round(y)})`,
      }),
    );
  }
  // podium 2-1-3
  const base = H * 0.96;
  const pw = Math.min(W * 0.16, H * 0.3);
  const heights = [H * 0.16, H * 0.24, H * 0.11];
  const xs = [W / 2 - pw, W / 2, W / 2 + pw];
  const medals = ["#c0c0c0", "#ffd700", "#cd7f32"];
  for (let index = 0; index < 3; index++) {
    s.add(rect(xs[index] - pw / 2, base - heights[index], pw, heights[index], index === 1 ? "#eceff1" : "#cfd8dc"));
    s.add(
      text(xs[index], base - heights[index] / 2 + H * 0.03, String([2, 1, 3][index]), H * 0.08, "#455a64", {
        "text-anchor": "middle",
        "font-weight": "bold",
      }),
    );
    const top = base - heights[index];
    s.add(
      person(
        xs[index],
        top,
        H * 0.36,
        randomLook(r, r.chance(0.5), HOUSE[(index + r.int(0, 3)) % 4]),
        index === 1 ? "cheer" : "wave",
      ),
    );
    s.add(circle(xs[index], top - H * 0.22, H * 0.018, medals[index]));
  }
  s.add(trophy(s, W * 0.14, base, H * 0.4));
  s.add(trophy(s, W * 0.86, base, H * 0.32, r.chance(0.5)));
}
