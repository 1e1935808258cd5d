/** An auditorium stage: backdrop, boards, spotlights, curtains and a valance. */
import { circle, d, ellipse, path, poly, rect, verticalFill } from "#content/demo/lib/svg";
import { fillGround } from "./backdrops";
import { type Ctx, spread } from "./context";

/** The backdrops and curtains a stage set picks from. */
export type StageColours = { backs: ReadonlyArray<[string, string]>; curtains: readonly string[] };

export function stageSet(ctx: Ctx, floorY: number, { backs, curtains }: StageColours): void {
  const { s, r, W, H } = ctx;
  const colours = { back: r.pick(backs), curtain: r.pick(curtains) };
  s.add(verticalFill(s, 0, 0, W, floorY, colours.back));
  // backdrop motif
  if (r.chance(0.5)) {
    for (let index = 0; index < 8; index++) {
      s.add(
        circle(r.range(0.15, 0.85) * W, r.range(0.1, 0.6) * floorY, r.range(3, 6), "#fff6c8", {
          opacity: r.range(0.4, 0.9),
        }),
      );
    }
  } else {
    s.add(circle(W / 2, floorY * 0.45, floorY * 0.32, "none", { stroke: "#ffffff", "stroke-width": 3, opacity: 0.25 }));
    s.add(circle(W / 2, floorY * 0.45, floorY * 0.22, "none", { stroke: "#ffd56b", "stroke-width": 2, opacity: 0.35 }));
  }
  fillGround(ctx, floorY, ["#8a5a33", "#4e3019"]);
  s.add(rect(0, floorY, W, 6, "#c58b52"));
  // spotlights
  const spots = r.int(2, 3);
  for (let index = 0; index < spots; index++) {
    const x = W * spread(0.25, 0.5, index, spots);
    const colour = r.pick(["#fff4c2", "#ffd1e8", "#c9e7ff"]);
    s.add(
      poly(
        [x - W * 0.02, 0, x + W * 0.02, 0, x + W * 0.12, floorY + H * 0.05, x - W * 0.12, floorY + H * 0.05],
        colour,
        { opacity: 0.16 },
      ),
    );
    s.add(ellipse(x, floorY + H * 0.05, W * 0.13, H * 0.045, colour, { opacity: 0.35 }));
  }
  // curtains
  const cw = W * 0.13;
  const curtain = (x: number, flip: number) => {
    const grad = s.linear(
      [
        [0, colours.curtain],
        [0.5, "#00000055"],
        [1, colours.curtain],
      ],
      0,
      0,
      1,
      0,
    );
    const outer = flip > 0 ? 0 : W;
    const inner = outer + flip * cw;
    s.add(
      path(
        d(
          "M",
          outer,
          0,
          "L",
          inner,
          0,
          "Q",
          inner - flip * cw * 0.2,
          floorY * 0.6,
          inner + flip * cw * 0.1,
          H * 0.95,
          "L",
          outer,
          H * 0.95,
          "Z",
        ),
        colours.curtain,
      ),
    );
    for (let fold = 0; fold < 4; fold++) {
      const fx = x + flip * fold * cw * 0.22;
      s.add(rect(fx - cw * 0.05, 0, cw * 0.1, H * 0.9, grad, { opacity: 0.5 }));
    }
  };
  curtain(0, 1);
  curtain(W, -1);
  // valance
  const swag = W / 8;
  const valance: Array<string | number> = ["M", 0, 0, "L", W, 0, "L", W, H * 0.08];
  for (let x = W; x > 0; x -= swag) valance.push("Q", x - swag / 2, H * 0.16, x - swag, H * 0.08);
  valance.push("Z");
  s.add(path(d(...valance), colours.curtain));
  s.add(rect(0, 0, W, H * 0.03, "#d4a72c"));
}
