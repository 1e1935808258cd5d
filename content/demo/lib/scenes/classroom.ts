/** Classroom scenes: a lesson at the blackboard and the maths room. */
import { BRIGHT } from "#content/demo/lib/palettes";
import { person } from "#content/demo/lib/person";
import { circle, d, ellipse, line, path, poly, rect, text } from "#content/demo/lib/svg";
import { interior, windowPane } from "./backdrops";
import type { Ctx } from "./context";
import { colourfulLook, randomLook } from "./people";

export function classroom(ctx: Ctx): void {
  const { s, r, W, H } = ctx;
  const floorY = H * 0.6;
  interior(ctx, floorY);
  const bx = W * 0.18;
  const bw = W * 0.58;
  s.add(rect(bx - 10, H * 0.08 - 10, bw + 20, H * 0.36 + 20, "#6d4c33"));
  s.add(rect(bx, H * 0.08, bw, H * 0.36, r.pick(["#2f5d46", "#27473a", "#1f3f3a"])));
  for (let index = 0; index < 4; index++) {
    const y = H * (0.14 + index * 0.07);
    s.add(
      path(d("M", bx + bw * 0.06, y, "Q", bx + bw * 0.2, y - 8, bx + bw * r.range(0.35, 0.6), y + 4), "none", {
        stroke: "#f1f1f1",
        "stroke-width": 4,
        opacity: 0.8,
      }),
    );
  }
  s.add(circle(bx + bw * 0.78, H * 0.24, H * 0.08, "none", { stroke: "#ffe082", "stroke-width": 4 }));
  s.add(line(bx + bw * 0.7, H * 0.36, bx + bw * 0.9, H * 0.36, "#ffe082", 4));
  windowPane(ctx, W * 0.83, H * 0.1, W * 0.12, H * 0.3);
  s.add(
    person(
      W * 0.85,
      floorY + H * 0.06,
      H * 0.45,
      { ...colourfulLook(r, true), top: r.pick(["#c2185b", "#00897b", "#6a1b9a"]) },
      "point",
      -1,
    ),
  );
  for (let row = 0; row < 2; row++) {
    const y = H * (0.74 + row * 0.22);
    const scale = 1 + row * 0.45;
    const count = row === 0 ? 5 : 4;
    for (let index = 0; index < count; index++) {
      const x = W * ((index + 0.5) / count) * 0.9 + W * 0.02;
      s.add(person(x, y + H * 0.16 * scale, H * 0.3 * scale, randomLook(r), r.chance(0.2) ? "wave" : "back"));
    }
    s.add(rect(0, y, W, H * 0.04 * scale, "#a47148"), rect(0, y + H * 0.04 * scale, W, H * 0.12 * scale, "#8a5a35"));
  }
}

export function mathScene(ctx: Ctx): void {
  const { s, r, W, H } = ctx;
  const floorY = H * 0.66;
  interior(ctx, floorY);
  const bx = W * r.range(0.04, 0.12);
  const bw = W * r.range(0.7, 0.84);
  const by = H * 0.06;
  const bh = H * 0.46;
  s.add(rect(bx - 10, by - 10, bw + 20, bh + 20, r.pick(["#6d4c33", "#8d6e63", "#455a64"])));
  const board = r.pick(["#2f5d46", "#263238", "#1f3f3a", "#1b3a5c", "#fafafa"]);
  s.add(rect(bx, by, bw, bh, board));
  const whiteboard = board === "#fafafa";
  const chalk = whiteboard ? "#1a237e" : "#f5f5f5";
  const accent = whiteboard ? "#c62828" : "#ffe082";
  const drawings = r.shuffle(["circle", "triangle", "graph", "venn", "numberline"] as const).slice(0, 2);
  drawings.forEach((kind, slot) => {
    const cx = bx + bw * (slot === 0 ? 0.17 : 0.42);
    const cy = by + bh * 0.5;
    const size = bh * 0.27;
    if (kind === "circle") {
      s.add(
        circle(cx, cy, size, "none", { stroke: chalk, "stroke-width": 4 }),
        line(cx, cy, cx + size, cy, accent, 3),
        circle(cx, cy, 4, accent),
      );
    } else if (kind === "triangle") {
      s.add(
        poly([cx - size, cy + size, cx + size, cy + size, cx - size, cy - size], "none", {
          stroke: chalk,
          "stroke-width": 4,
        }),
        rect(cx - size, cy + size - 16, 16, 16, "none", { stroke: accent, "stroke-width": 2 }),
      );
    } else if (kind === "graph") {
      s.add(
        line(cx - size, cy + size, cx + size, cy + size, chalk, 3),
        line(cx - size, cy - size, cx - size, cy + size, chalk, 3),
      );
      s.add(
        path(d("M", cx - size, cy + size * 0.8, "Q", cx, cy + size * 0.9, cx + size, cy - size), "none", {
          stroke: accent,
          "stroke-width": 4,
        }),
      );
    } else if (kind === "venn") {
      s.add(
        circle(cx - size * 0.35, cy, size * 0.7, "none", { stroke: chalk, "stroke-width": 4 }),
        circle(cx + size * 0.35, cy, size * 0.7, "none", { stroke: accent, "stroke-width": 4 }),
      );
    } else {
      s.add(line(cx - size * 1.1, cy, cx + size * 1.1, cy, chalk, 3));
      for (let tick = -3; tick <= 3; tick++)
        s.add(line(cx + (tick * size) / 3, cy - 8, cx + (tick * size) / 3, cy + 8, chalk, 3));
      s.add(circle(cx + size / 3, cy, 7, accent));
    }
  });
  const formulas = r.shuffle([
    "a² + b² = c²",
    "π ≈ 3.1416",
    "1729 = 12³ + 1³",
    "sin²θ + cos²θ = 1",
    "(a + b)² = a² + 2ab + b²",
    "Σ 1/n² = π²/6",
    "x = (−b ± √D) / 2a",
  ]);
  const fitSize = (value: string, size: number) => Math.min(size, (bw * 0.36) / (value.length * 0.62));
  s.add(text(bx + bw * 0.6, by + bh * 0.3, formulas[0], fitSize(formulas[0], bh * 0.095), chalk));
  s.add(text(bx + bw * 0.6, by + bh * 0.55, formulas[1], fitSize(formulas[1], bh * 0.095), accent));
  s.add(text(bx + bw * 0.6, by + bh * 0.8, formulas[2], fitSize(formulas[2], bh * 0.08), chalk, { opacity: 0.85 }));
  // table with solids
  const ty = H * 0.74;
  s.add(rect(W * 0.05, ty, W * 0.9, H * 0.05, "#a47148"), rect(W * 0.05, ty + H * 0.05, W * 0.9, H * 0.21, "#8a5a35"));
  const cube = (x: number, y: number, size: number, colour: string) => {
    s.add(rect(x, y - size, size, size, colour));
    s.add(
      poly(
        [x, y - size, x + size * 0.35, y - size * 1.3, x + size * 1.35, y - size * 1.3, x + size, y - size],
        colour,
        { opacity: 0.7 },
      ),
    );
    s.add(
      poly(
        [x + size, y - size, x + size * 1.35, y - size * 1.3, x + size * 1.35, y - size * 0.3, x + size, y],
        colour,
        { opacity: 0.5 },
      ),
    );
  };
  const presenterLeft = r.chance(0.5);
  const slots = r.shuffle([0.12, 0.3, 0.45, 0.6, 0.75].map((x) => (presenterLeft ? x + 0.12 : x)));
  const solids = r.int(2, 4);
  for (let index = 0; index < solids; index++) {
    const x = W * slots[index];
    const colour = r.pick(BRIGHT);
    const kind = (index + r.int(0, 2)) % 3;
    if (kind === 0) cube(x, ty, H * r.range(0.07, 0.1), colour);
    else if (kind === 1)
      s.add(
        poly([x, ty, x + W * 0.1, ty, x + W * 0.05, ty - H * 0.16], colour),
        poly([x + W * 0.1, ty, x + W * 0.14, ty - H * 0.03, x + W * 0.05, ty - H * 0.16], "#00000033"),
      );
    else
      s.add(
        rect(x, ty - H * 0.12, H * 0.1, H * 0.12, colour),
        ellipse(x + H * 0.05, ty - H * 0.12, H * 0.05, H * 0.015, "#ffffff", { opacity: 0.6 }),
      );
  }
  for (let index = 0; index < r.int(1, 2); index++) {
    const x = presenterLeft ? W * (0.1 + index * 0.1) : W * (0.86 - index * 0.1);
    s.add(
      person(
        x,
        H * 0.98,
        H * r.range(0.46, 0.52),
        randomLook(r),
        index === 0 ? "point" : "stand",
        presenterLeft ? 1 : -1,
      ),
    );
  }
}
