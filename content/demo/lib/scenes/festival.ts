/** Diwali evening at school: fireworks, lights, a rangoli and diyas. */
import { person } from "#content/demo/lib/person";
import { circle, d, ellipse, line, path, rect, verticalFill } from "#content/demo/lib/svg";
import { fillGround } from "./backdrops";
import type { Ctx } from "./context";
import { colourfulLook } from "./people";
import { schoolBuilding } from "./school-building";

export function festival(ctx: Ctx): void {
  const { s, r, W, H } = ctx;
  const ground = H * 0.6;
  s.add(verticalFill(s, 0, 0, W, ground, ["#0b0f2b", "#3a1c5c"]));
  for (let index = 0; index < 2; index++) {
    const cx = r.range(0.1, 0.9) * W;
    const cy = r.range(0.08, 0.3) * H;
    const colour = r.pick(["#ffd54f", "#ff8a80", "#80d8ff", "#b9f6ca"]);
    for (let ray = 0; ray < 12; ray++) {
      const angle = (ray / 12) * Math.PI * 2;
      s.add(
        line(
          cx + Math.cos(angle) * H * 0.02,
          cy + Math.sin(angle) * H * 0.02,
          cx + Math.cos(angle) * H * 0.09,
          cy + Math.sin(angle) * H * 0.09,
          colour,
          3,
        ),
      );
    }
  }
  schoolBuilding(ctx, W / 2, ground, W * 0.8, H * 0.3);
  s.add(rect(0, 0, W, ground, "#0b0f2b", { opacity: 0.35 }));
  for (let string = 0; string < 2; string++) {
    const y = ground - H * (0.06 + string * 0.12);
    for (let x = W * 0.1; x < W * 0.9; x += W * 0.035)
      s.add(circle(x, y + Math.sin(x / 30) * 4, 3, r.pick(["#ffe082", "#ffab40", "#fff59d"])));
  }
  fillGround(ctx, ground, ["#6d4c41", "#3e2723"]);
  // rangoli
  const rx = W / 2;
  const ry = H * 0.8;
  const size = H * 0.16;
  const colours = r.shuffle(["#e91e63", "#ff9800", "#ffeb3b", "#4caf50", "#2196f3", "#9c27b0"]);
  s.add(ellipse(rx, ry, size * 2, size * 0.9, colours[0]));
  for (let petal = 0; petal < 8; petal++) {
    const angle = (petal / 8) * Math.PI * 2;
    const px = rx + Math.cos(angle) * size * 1.1;
    const py = ry + Math.sin(angle) * size * 0.5;
    s.add(
      ellipse(px, py, size * 0.5, size * 0.2, colours[1 + (petal % 2)], {
        transform: `rotate(${Math.round((angle * 180) / Math.PI)} ${Math.round(px)} ${Math.round(py)})`,
      }),
    );
  }
  s.add(ellipse(rx, ry, size * 0.8, size * 0.36, colours[3]), ellipse(rx, ry, size * 0.4, size * 0.18, colours[4]));
  // diyas
  for (let index = 0; index < 10; index++) {
    const x = W * (0.05 + index * 0.1) + r.range(-10, 10);
    const y = H * (index % 2 === 0 ? 0.94 : 0.68);
    s.add(path(d("M", x - H * 0.03, y, "Q", x, y + H * 0.03, x + H * 0.03, y, "Z"), "#d84315"));
    s.add(
      ellipse(
        x,
        y - H * 0.02,
        H * 0.02,
        H * 0.035,
        s.radial([
          [0, "#fff59d", 1],
          [1, "#ff9800", 0],
        ]),
      ),
    );
    s.add(ellipse(x, y - H * 0.015, H * 0.006, H * 0.015, "#fff8e1"));
  }
  for (let index = 0; index < 3; index++)
    s.add(
      person(
        W * (0.12 + index * 0.36),
        H * 0.99,
        H * 0.42,
        colourfulLook(r),
        r.pick(["wave", "stand", "cheer"] as const),
      ),
    );
}
