/** The parent app on two phones, with the store badges. */
import { BRIGHT } from "#content/demo/lib/palettes";
import type { Rng } from "#content/demo/lib/random";
import { circle, d, path, rect, type Svg, text } from "#content/demo/lib/svg";
import { card, erpCanvas } from "./erp-frame";

function phone(
  s: Svg,
  x: number,
  y: number,
  w: number,
  h: number,
  colour: string,
  r: Rng,
  screen: "home" | "fees",
): void {
  s.add(rect(x + 8, y + 14, w, h, "#000000", { opacity: 0.2, rx: 40 }));
  s.add(rect(x, y, w, h, "#1c1f26", { rx: 40 }));
  const sx = x + 14;
  const sy = y + 14;
  const sw = w - 28;
  const sh = h - 28;
  s.add(rect(sx, sy, sw, sh, "#f5f7fa", { rx: 28 }));
  s.add(rect(sx, sy, sw, 120, colour, { rx: 28 }), rect(sx, sy + 90, sw, 30, colour));
  s.add(rect(x + w / 2 - 40, y + 20, 80, 14, "#1c1f26", { rx: 7 }));
  s.add(circle(sx + 40, sy + 75, 22, "#ffffff", { opacity: 0.9 }));
  s.add(
    rect(sx + 74, sy + 62, sw * 0.45, 10, "#ffffff", { rx: 5, opacity: 0.9 }),
    rect(sx + 74, sy + 80, sw * 0.3, 8, "#ffffff", { rx: 4, opacity: 0.6 }),
  );
  if (screen === "home") {
    const size = (sw - 80) / 3;
    for (let index = 0; index < 9; index++) {
      const col = index % 3;
      const row = Math.floor(index / 3);
      const tx = sx + 20 + col * (size + 20);
      const ty = sy + 150 + row * (size + 40);
      s.add(rect(tx, ty, size, size, BRIGHT[index % BRIGHT.length], { rx: 16 }));
      s.add(rect(tx + size * 0.3, ty + size * 0.3, size * 0.4, size * 0.4, "#ffffff", { rx: 6, opacity: 0.8 }));
      s.add(rect(tx + size * 0.15, ty + size + 10, size * 0.7, 8, "#b9c2cd", { rx: 4 }));
    }
  } else {
    s.add(card(sx + 20, sy + 150, sw - 40, 200, 16));
    s.add(circle(sx + sw / 2, sy + 215, 36, "#2e9e4f"));
    s.add(
      path(
        d("M", sx + sw / 2 - 16, sy + 215, "L", sx + sw / 2 - 4, sy + 228, "L", sx + sw / 2 + 18, sy + 202),
        "none",
        { stroke: "#ffffff", "stroke-width": 7, "stroke-linecap": "round", "stroke-linejoin": "round" },
      ),
    );
    s.add(
      rect(sx + sw / 2 - 70, sy + 275, 140, 12, "#7a8797", { rx: 6 }),
      rect(sx + sw / 2 - 50, sy + 300, 100, 20, "#2e9e4f", { rx: 6 }),
    );
    for (let index = 0; index < 4; index++) {
      const y = sy + 380 + index * 60;
      s.add(card(sx + 20, y, sw - 40, 46));
      s.add(
        rect(sx + 36, y + 18, r.range(70, 120), 10, "#c8d1da", { rx: 5 }),
        rect(sx + sw - 100, y + 18, 50, 10, colour, { rx: 5 }),
      );
    }
  }
}

export function mobileAppSvg(): string {
  const { r, s, W, H } = erpCanvas("erp:mobile", ["#3f51b5", "#7e57c2"]);
  s.add(
    circle(W * 0.85, H * 0.15, 220, "#ffffff", { opacity: 0.06 }),
    circle(W * 0.1, H * 0.95, 260, "#ffffff", { opacity: 0.06 }),
  );
  phone(s, 330, 60, 320, 640, "#2f6fd6", r, "home");
  phone(s, 700, 100, 300, 600, "#2e9e4f", r, "fees");
  s.add(rect(60, 250, 200, 60, "#000000", { rx: 12 }), text(82, 288, "App Store", 20, "#ffffff"));
  s.add(rect(60, 330, 200, 60, "#000000", { rx: 12 }), text(82, 368, "Google Play", 20, "#ffffff"));
  return s.toString();
}
