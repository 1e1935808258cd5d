/** Displays: a science exhibition of models and the art room with easels. */
import { BRIGHT } from "#content/demo/lib/palettes";
import { person } from "#content/demo/lib/person";
import { bunting } from "#content/demo/lib/props";
import { circle, d, ellipse, line, path, poly, rect } from "#content/demo/lib/svg";
import { interior } from "./backdrops";
import type { Ctx } from "./context";
import { colourfulLook, randomLook } from "./people";

export function exhibition(ctx: Ctx): void {
  const { s, r, W, H } = ctx;
  const floorY = H * 0.58;
  interior(ctx, floorY);
  s.add(bunting(0, H * 0.05, W, H * 0.05, H * 0.04, BRIGHT, 26));
  const tables = W > H * 1.5 ? 3 : 2;
  for (let index = 0; index < tables; index++) {
    const cx = W * ((index + 0.5) / tables);
    const tw = (W / tables) * 0.78;
    // tri-fold board
    const by = H * 0.2;
    const bh = H * 0.32;
    s.add(rect(cx - tw * 0.3, by, tw * 0.6, bh, "#ffffff", { stroke: "#cfd8dc", "stroke-width": 2 }));
    for (const side of [-1, 1]) {
      const inner = cx + side * tw * 0.3;
      const outer = cx + side * tw * 0.48;
      s.add(poly([inner, by, outer, by + bh * 0.08, outer, by + bh, inner, by + bh], "#eceff1"));
    }
    s.add(rect(cx - tw * 0.22, by + bh * 0.08, tw * 0.44, bh * 0.14, r.pick(BRIGHT)));
    s.add(rect(cx - tw * 0.22, by + bh * 0.3, tw * 0.2, bh * 0.3, r.pick(BRIGHT), { opacity: 0.6 }));
    for (let lineIndex = 0; lineIndex < 4; lineIndex++)
      s.add(rect(cx + tw * 0.02, by + bh * (0.32 + lineIndex * 0.08), tw * 0.2, bh * 0.03, "#b0bec5"));
    // table with cloth
    const ty = H * 0.62;
    s.add(rect(cx - tw * 0.5, ty, tw, H * 0.05, r.pick(["#1565c0", "#2e7d32", "#ad1457", "#ef6c00"])));
    s.add(rect(cx - tw * 0.5, ty + H * 0.05, tw, H * 0.14, "#f5f5f5"));
    // a model
    const model = (index + r.int(0, 3)) % 4;
    const mx = cx + r.range(-0.15, 0.15) * tw;
    if (model === 0) {
      s.add(
        poly(
          [mx - tw * 0.18, ty, mx + tw * 0.18, ty, mx + tw * 0.04, ty - H * 0.14, mx - tw * 0.04, ty - H * 0.14],
          "#795548",
        ),
      );
      s.add(ellipse(mx, ty - H * 0.14, tw * 0.05, H * 0.015, "#ff5722"));
      s.add(
        path(
          d("M", mx - tw * 0.03, ty - H * 0.14, "Q", mx - tw * 0.06, ty - H * 0.08, mx - tw * 0.02, ty - H * 0.05),
          "none",
          { stroke: "#ff7043", "stroke-width": 6 },
        ),
      );
    } else if (model === 1) {
      s.add(line(mx, ty, mx, ty - H * 0.2, "#9e9e9e", 5));
      for (let blade = 0; blade < 3; blade++) {
        const angle = (blade * 120 * Math.PI) / 180;
        s.add(
          line(
            mx,
            ty - H * 0.2,
            mx + Math.cos(angle) * H * 0.1,
            ty - H * 0.2 + Math.sin(angle) * H * 0.1,
            "#eceff1",
            8,
          ),
        );
      }
      s.add(circle(mx, ty - H * 0.2, 6, "#607d8b"));
    } else if (model === 2) {
      s.add(circle(mx, ty - H * 0.07, H * 0.05, "#ffb300"));
      for (let planet = 0; planet < 4; planet++)
        s.add(
          circle(
            mx - H * 0.08 - planet * H * 0.035,
            ty - H * 0.04 - planet * H * 0.01,
            H * 0.012 + planet * 2,
            BRIGHT[planet + 2],
          ),
        );
      s.add(line(mx - H * 0.22, ty, mx + H * 0.1, ty, "#9e9e9e", 3));
    } else {
      s.add(rect(mx - tw * 0.14, ty - H * 0.1, tw * 0.28, H * 0.1, "#90a4ae"));
      s.add(poly([mx - tw * 0.16, ty - H * 0.1, mx + tw * 0.16, ty - H * 0.1, mx, ty - H * 0.17], "#c62828"));
      s.add(rect(mx - tw * 0.03, ty - H * 0.05, tw * 0.06, H * 0.05, "#5d4037"));
    }
    s.add(person(cx + tw * 0.36, H * 0.86, H * 0.36, randomLook(r), "point", -1));
  }
  for (let index = 0; index < r.int(2, 4); index++)
    s.add(person(r.range(0.05, 0.95) * W, H * r.range(0.95, 1.0), H * 0.4, colourfulLook(r), "back"));
}

export function art(ctx: Ctx): void {
  const { s, r, W, H } = ctx;
  const floorY = H * 0.7;
  interior(ctx, floorY);
  for (let index = 0; index < 5; index++) {
    const x = r.range(0.02, 0.9) * W;
    s.add(rect(x, H * r.range(0.06, 0.2), W * 0.07, H * 0.12, "#ffffff", { stroke: "#8d6e63", "stroke-width": 4 }));
  }
  const easels = W > H * 1.4 ? 3 : 2;
  for (let index = 0; index < easels; index++) {
    const cx = W * ((index + 0.5) / easels);
    const cw = (W / easels) * 0.42;
    const ch = H * 0.34;
    const top = H * 0.26;
    for (const side of [-1, 1]) s.add(line(cx + side * cw * 0.35, top, cx + side * cw * 0.55, H * 0.86, "#8d6e63", 8));
    s.add(line(cx, top - H * 0.04, cx, H * 0.84, "#795548", 7));
    s.add(rect(cx - cw / 2, top, cw, ch, "#fffdf7", { stroke: "#6d4c41", "stroke-width": 5 }));
    // abstract painting
    const paint = r.int(0, 2);
    if (paint === 0) {
      s.add(rect(cx - cw / 2 + 5, top + ch * 0.55, cw - 10, ch * 0.45 - 5, "#7cb342"));
      s.add(circle(cx + cw * 0.2, top + ch * 0.28, ch * 0.12, "#ffb300"));
      s.add(
        poly(
          [cx - cw * 0.4, top + ch * 0.6, cx - cw * 0.15, top + ch * 0.25, cx + cw * 0.1, top + ch * 0.6],
          "#5c6bc0",
        ),
      );
    } else if (paint === 1) {
      for (let blob = 0; blob < 6; blob++)
        s.add(
          circle(
            cx + r.range(-0.35, 0.35) * cw,
            top + r.range(0.15, 0.85) * ch,
            r.range(0.06, 0.14) * ch,
            r.pick(BRIGHT),
            { opacity: 0.85 },
          ),
        );
    } else {
      for (let stripe = 0; stripe < 5; stripe++)
        s.add(
          path(
            d(
              "M",
              cx - cw * 0.45,
              top + ch * (0.15 + stripe * 0.17),
              "Q",
              cx,
              top + ch * (0.05 + stripe * 0.17),
              cx + cw * 0.45,
              top + ch * (0.2 + stripe * 0.17),
            ),
            "none",
            { stroke: r.pick(BRIGHT), "stroke-width": ch * 0.07 },
          ),
        );
    }
    s.add(rect(cx - cw * 0.55, top + ch, cw * 1.1, 8, "#6d4c41"));
    s.add(
      person(
        cx + cw * 0.7,
        H * 0.96,
        H * 0.46,
        { ...randomLook(r), top: r.pick(["#fbc02d", "#f6f7fb", "#4fc3f7"]) },
        "point",
        -1,
      ),
    );
  }
  // palette and splashes
  for (let index = 0; index < 8; index++)
    s.add(
      ellipse(r.range(0, W), H * r.range(0.9, 0.99), H * r.range(0.02, 0.04), H * 0.012, r.pick(BRIGHT), {
        opacity: 0.7,
      }),
    );
  const px = W * r.range(0.05, 0.2);
  s.add(ellipse(px, H * 0.9, H * 0.1, H * 0.06, "#d7b98e"));
  for (let blob = 0; blob < 5; blob++)
    s.add(circle(px - H * 0.06 + blob * H * 0.03, H * 0.88 + (blob % 2) * H * 0.03, H * 0.012, BRIGHT[blob]));
}
