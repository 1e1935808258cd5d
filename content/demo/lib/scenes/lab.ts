/** Laboratory scenes: the science lab and the computer lab. */
import { BRIGHT } from "#content/demo/lib/palettes";
import { person } from "#content/demo/lib/person";
import { dClosed, path, rect, verticalFill } from "#content/demo/lib/svg";
import { interior, windowPane } from "./backdrops";
import { type Ctx, spread } from "./context";
import { colourfulLook, randomLook } from "./people";

export function lab(ctx: Ctx): void {
  const { s, r, W, H } = ctx;
  const floorY = H * 0.78;
  interior(ctx, floorY);
  windowPane(ctx, W * 0.06, H * 0.1, W * 0.16, H * 0.3);
  windowPane(ctx, W * 0.78, H * 0.1, W * 0.16, H * 0.3);
  // periodic table poster
  const tx = W * 0.32;
  s.add(rect(tx - 6, H * 0.07, W * 0.36 + 12, H * 0.3, "#ffffff"));
  for (let row = 0; row < 6; row++) {
    for (let col = 0; col < 18; col++) {
      if (row === 0 && col > 0 && col < 17) continue;
      if (row < 3 && col > 1 && col < 12) continue;
      s.add(
        rect(
          tx + col * W * 0.02,
          H * 0.08 + row * H * 0.045,
          W * 0.018,
          H * 0.04,
          BRIGHT[(col + row) % BRIGHT.length],
          { opacity: 0.75 },
        ),
      );
    }
  }
  // shelf with bottles
  s.add(rect(W * 0.05, H * 0.47, W * 0.22, 6, "#7b5a3a"));
  for (let index = 0; index < 7; index++)
    s.add(
      rect(
        W * 0.06 + index * W * 0.03,
        H * 0.47 - H * r.range(0.05, 0.09),
        W * 0.02,
        H * 0.09,
        r.pick(["#8e44ad", "#27ae60", "#e67e22", "#2980b9", "#c0392b"]),
        { rx: 3, opacity: 0.8 },
      ),
    );
  // students in lab coats behind the bench
  const count = r.int(3, 5);
  for (let index = 0; index < count; index++) {
    const x = W * spread(0.15, 0.7, index, count) + r.range(-20, 20);
    s.add(
      person(
        x,
        H * 0.9,
        H * 0.55,
        { ...randomLook(r), top: "#fbfbfb" },
        r.pick(["stand", "point", "wave"] as const),
        r.chance(0.5) ? 1 : -1,
      ),
    );
  }
  // bench
  s.add(rect(W * 0.04, H * 0.6, W * 0.92, H * 0.04, "#2f3b45"));
  s.add(rect(W * 0.06, H * 0.64, W * 0.88, H * 0.36, "#8c6b4f"));
  for (let index = 0; index < 4; index++)
    s.add(
      rect(W * (0.1 + index * 0.22), H * 0.68, W * 0.16, H * 0.12, "#7a5c43", { stroke: "#5e4532", "stroke-width": 3 }),
    );
  // glassware standing on the bench top
  const bench = H * 0.6;
  for (let index = 0; index < 7; index++) {
    const x = W * (0.1 + index * 0.13) + r.range(-10, 10);
    const size = H * r.range(0.08, 0.12);
    const liquid = r.pick(["#e74c3c", "#3498db", "#2ecc71", "#f1c40f", "#9b59b6"]);
    if (index % 3 === 0) {
      s.add(
        path(
          dClosed([
            x - size * 0.12,
            bench - size,
            x + size * 0.12,
            bench - size,
            x + size * 0.12,
            bench - size * 0.55,
            x + size * 0.45,
            bench,
            x - size * 0.45,
            bench,
            x - size * 0.12,
            bench - size * 0.55,
          ]),
          "#e8f6fb",
          { opacity: 0.9 },
        ),
      );
      s.add(
        path(
          dClosed([
            x - size * 0.3,
            bench - size * 0.3,
            x + size * 0.3,
            bench - size * 0.3,
            x + size * 0.45,
            bench,
            x - size * 0.45,
            bench,
          ]),
          liquid,
        ),
      );
    } else if (index % 3 === 1) {
      s.add(rect(x - size * 0.3, bench - size * 0.8, size * 0.6, size * 0.8, "#e8f6fb", { opacity: 0.9 }));
      s.add(rect(x - size * 0.3, bench - size * 0.4, size * 0.6, size * 0.4, liquid));
    } else {
      s.add(rect(x - size * 0.5, bench - size * 0.5, size, size * 0.1, "#6d4c41"));
      for (let tube = 0; tube < 3; tube++)
        s.add(
          rect(
            x - size * 0.4 + tube * size * 0.3,
            bench - size * 0.9,
            size * 0.12,
            size * 0.9,
            tube === 1 ? liquid : "#d6eef5",
            { rx: size * 0.06 },
          ),
        );
    }
  }
}

export function computerLab(ctx: Ctx): void {
  const { s, r, W, H } = ctx;
  const floorY = H * 0.62;
  interior(ctx, floorY);
  // projector screen
  s.add(rect(W * 0.3, H * 0.06, W * 0.4, H * 0.3, "#fdfdfd", { stroke: "#9aa3ad", "stroke-width": 4 }));
  s.add(rect(W * 0.33, H * 0.1, W * 0.34, H * 0.04, "#2f6fd6"));
  for (let index = 0; index < 4; index++)
    s.add(rect(W * 0.33, H * (0.17 + index * 0.04), W * r.range(0.15, 0.32), H * 0.018, "#b0bec5"));
  s.add(person(W * 0.8, floorY + H * 0.08, H * 0.45, { ...colourfulLook(r), top: "#455a64" }, "point", -1));
  // rows of desks with monitors, students seen from behind
  for (let row = 0; row < 2; row++) {
    const y = H * (0.72 + row * 0.2);
    const scale = 1 + row * 0.35;
    const count = row === 0 ? 5 : 4;
    for (let index = 0; index < count; index++) {
      const x = W * ((index + 0.5) / count) + (row === 0 ? 0 : W * 0.02);
      const mw = W * 0.09 * scale;
      const mh = H * 0.11 * scale;
      s.add(rect(x - mw / 2, y - H * 0.17 * scale, mw, mh, "#263238", { rx: 4 }));
      s.add(
        verticalFill(s, x - mw / 2 + 4, y - H * 0.17 * scale + 4, mw - 8, mh - 8, [
          r.pick(["#4fc3f7", "#81c784", "#ffb74d", "#9575cd"]),
          "#e3f2fd",
        ]),
      );
      s.add(rect(x - 4, y - H * 0.06 * scale, 8, H * 0.03 * scale, "#263238"));
      s.add(person(x + r.range(-8, 8), y + H * 0.14 * scale, H * 0.32 * scale, randomLook(r), "back"));
    }
    s.add(rect(0, y - H * 0.03 * scale, W, H * 0.035 * scale, "#d7ccc8"));
    s.add(rect(0, y + H * 0.005 * scale, W, H * 0.12 * scale, "#a1887f"));
  }
}
