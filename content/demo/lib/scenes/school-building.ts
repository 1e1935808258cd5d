/** The school's main building: two storeyed wings and a central block with a pediment. */
import { circle, line, poly, rect } from "#content/demo/lib/svg";
import type { Ctx } from "./context";
import { TRIMS, WALLS } from "./palettes";

export function schoolBuilding(ctx: Ctx, cx: number, base: number, w: number, h: number): void {
  const { s, r } = ctx;
  const wall = r.pick(WALLS);
  const trim = r.pick(TRIMS);
  const floors = r.int(2, 3);
  const floorH = h / floors;
  const x = cx - w / 2;
  // wings
  s.add(rect(x, base - h, w, h, wall));
  s.add(rect(x - w * 0.01, base - h - h * 0.06, w * 1.02, h * 0.07, trim));
  for (let floor = 1; floor < floors; floor++) s.add(rect(x, base - floorH * floor - 3, w, 6, trim, { opacity: 0.55 }));
  const cols = Math.max(6, Math.round(w / (h * 0.32)));
  const colW = w / cols;
  for (let floor = 0; floor < floors; floor++) {
    for (let col = 0; col < cols; col++) {
      const wx = x + col * colW + colW * 0.25;
      const wy = base - floorH * (floor + 1) + floorH * 0.25;
      if (Math.abs(wx + colW * 0.25 - cx) < w * 0.13) continue;
      s.add(rect(wx, wy, colW * 0.5, floorH * 0.48, "#3d5a73"));
      s.add(rect(wx + 2, wy + 2, colW * 0.5 - 4, floorH * 0.2, "#8fb8d6", { opacity: 0.7 }));
    }
  }
  // central block with pediment and columns
  const pw = w * 0.24;
  const ph = h * 1.15;
  s.add(rect(cx - pw / 2, base - ph, pw, ph, wall));
  s.add(rect(cx - pw / 2, base - ph, pw, ph, "#ffffff", { opacity: 0.18 }));
  s.add(poly([cx - pw * 0.58, base - ph, cx + pw * 0.58, base - ph, cx, base - ph - h * 0.22], trim));
  s.add(circle(cx, base - ph - h * 0.08, h * 0.06, "#f7f1e3"));
  s.add(
    line(cx, base - ph - h * 0.08, cx, base - ph - h * 0.12, trim, 2),
    line(cx, base - ph - h * 0.08, cx + h * 0.03, base - ph - h * 0.08, trim, 2),
  );
  s.add(rect(cx - pw * 0.4, base - ph + h * 0.08, pw * 0.8, h * 0.1, trim));
  for (let col = 0; col < 4; col++)
    s.add(rect(cx - pw * 0.4 + col * pw * 0.25, base - ph * 0.55, pw * 0.06, ph * 0.55, "#fbf8f1"));
  s.add(rect(cx - pw * 0.12, base - h * 0.3, pw * 0.24, h * 0.3, "#5a3a22"));
  s.add(rect(cx - pw * 0.5, base - 4, pw, 8, "#c8c2b4"));
}
