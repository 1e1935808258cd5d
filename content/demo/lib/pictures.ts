/** Portraits, placeholders, product screenshots, the crest and the certificate picture, as SVG. */
import { BRIGHT, circle, d, ellipse, HAIR, line, path, poly, rect, SKIN, Svg, text } from "./draw";
import { Rng } from "./random";

export type PortraitKind = "boy" | "girl" | "woman" | "man";

const BACKDROPS: ReadonlyArray<[string, string]> = [
  ["#cfe3f7", "#8fb3d9"],
  ["#e3e7ee", "#a7b1c2"],
  ["#d6efe8", "#8cc7b5"],
  ["#f3e4cf", "#d2b48c"],
  ["#e8def5", "#b39ddb"],
  ["#fde2cf", "#f0a87c"],
];

/** Head, hair and shoulders centred in a box; `scale` 1 fits a 400x500 frame. */
function bust(
  s: Svg,
  r: Rng,
  kind: PortraitKind,
  cx: number,
  top: number,
  scale: number,
  skin: string,
  hair: string,
): void {
  const k = scale;
  const headY = top + 215 * k;
  const bottom = top + 500 * k;
  // clothes
  if (kind === "woman") {
    const saree = r.pick(["#8e1b3a", "#1b5e7a", "#6a1b9a", "#b23a1a", "#2e6b3a"]);
    s.add(
      path(
        d(
          "M",
          cx - 175 * k,
          bottom,
          "Q",
          cx - 170 * k,
          top + 345 * k,
          cx - 60 * k,
          top + 330 * k,
          "L",
          cx + 60 * k,
          top + 330 * k,
          "Q",
          cx + 170 * k,
          top + 345 * k,
          cx + 175 * k,
          bottom,
          "Z",
        ),
        saree,
      ),
    );
    s.add(
      path(
        d(
          "M",
          cx - 40 * k,
          top + 330 * k,
          "L",
          cx + 15 * k,
          top + 330 * k,
          "L",
          cx - 75 * k,
          bottom,
          "L",
          cx - 140 * k,
          bottom,
          "Z",
        ),
        "#e6b422",
      ),
    );
    s.add(
      path(
        d(
          "M",
          cx - 28 * k,
          top + 330 * k,
          "L",
          cx + 3 * k,
          top + 330 * k,
          "L",
          cx - 88 * k,
          bottom,
          "L",
          cx - 120 * k,
          bottom,
          "Z",
        ),
        saree,
        { opacity: 0.85 },
      ),
    );
  } else if (kind === "man") {
    s.add(
      path(
        d(
          "M",
          cx - 175 * k,
          bottom,
          "Q",
          cx - 170 * k,
          top + 345 * k,
          cx - 60 * k,
          top + 330 * k,
          "L",
          cx + 60 * k,
          top + 330 * k,
          "Q",
          cx + 170 * k,
          top + 345 * k,
          cx + 175 * k,
          bottom,
          "Z",
        ),
        "#2b3445",
      ),
    );
    s.add(poly([cx - 45 * k, top + 330 * k, cx + 45 * k, top + 330 * k, cx, top + 440 * k], "#f5f7fa"));
    s.add(
      poly(
        [
          cx - 10 * k,
          top + 345 * k,
          cx + 10 * k,
          top + 345 * k,
          cx + 14 * k,
          top + 430 * k,
          cx,
          top + 445 * k,
          cx - 14 * k,
          top + 430 * k,
        ],
        "#8b1a1a",
      ),
    );
  } else {
    const blazer = r.pick(["#1f2d5a", "#23395b", "#5b1a2a", "#1e4d3a"]);
    s.add(
      path(
        d(
          "M",
          cx - 170 * k,
          bottom,
          "Q",
          cx - 165 * k,
          top + 350 * k,
          cx - 55 * k,
          top + 335 * k,
          "L",
          cx + 55 * k,
          top + 335 * k,
          "Q",
          cx + 165 * k,
          top + 350 * k,
          cx + 170 * k,
          bottom,
          "Z",
        ),
        blazer,
      ),
    );
    s.add(
      poly(
        [cx - 42 * k, top + 335 * k, cx + 42 * k, top + 335 * k, cx + 20 * k, bottom, cx - 20 * k, bottom],
        "#f5f7fa",
      ),
    );
    s.add(
      poly(
        [
          cx - 9 * k,
          top + 350 * k,
          cx + 9 * k,
          top + 350 * k,
          cx + 13 * k,
          top + 460 * k,
          cx,
          top + 478 * k,
          cx - 13 * k,
          top + 460 * k,
        ],
        r.pick(["#8b1a1a", "#1565c0", "#2e7d32"]),
      ),
    );
    s.add(poly([cx - 42 * k, top + 335 * k, cx - 8 * k, top + 345 * k, cx - 20 * k, top + 380 * k], "#ffffff"));
    s.add(poly([cx + 42 * k, top + 335 * k, cx + 8 * k, top + 345 * k, cx + 20 * k, top + 380 * k], "#ffffff"));
    s.add(rect(cx - 130 * k, top + 420 * k, 50 * k, 40 * k, "#c9a227", { rx: 6 * k, opacity: 0.9 }));
  }
  // long hair behind
  if (kind === "girl") s.add(rect(cx - 95 * k, headY - 60 * k, 190 * k, 210 * k, hair, { rx: 80 * k }));
  if (kind === "woman") s.add(circle(cx + 70 * k, headY - 40 * k, 45 * k, hair));
  // neck
  s.add(rect(cx - 30 * k, headY + 55 * k, 60 * k, 80 * k, skin));
  s.add(rect(cx - 30 * k, headY + 95 * k, 60 * k, 12 * k, "#000000", { opacity: 0.08 }));
  // ears, hair cap, face
  s.add(
    ellipse(cx - 76 * k, headY + 10 * k, 14 * k, 22 * k, skin),
    ellipse(cx + 76 * k, headY + 10 * k, 14 * k, 22 * k, skin),
  );
  s.add(ellipse(cx, headY - 28 * k, 86 * k, 78 * k, hair));
  s.add(ellipse(cx, headY + 8 * k, 76 * k, 92 * k, skin));
  // fringe
  if (kind === "boy" || kind === "man") {
    s.add(
      path(
        d(
          "M",
          cx - 80 * k,
          headY - 20 * k,
          "Q",
          cx - 70 * k,
          headY - 95 * k,
          cx,
          headY - 100 * k,
          "Q",
          cx + 75 * k,
          headY - 98 * k,
          cx + 82 * k,
          headY - 18 * k,
          "Q",
          cx + 40 * k,
          headY - 70 * k,
          cx - 20 * k,
          headY - 55 * k,
          "Q",
          cx - 60 * k,
          headY - 50 * k,
          cx - 80 * k,
          headY - 20 * k,
          "Z",
        ),
        hair,
      ),
    );
  } else {
    s.add(
      path(
        d(
          "M",
          cx - 82 * k,
          headY + 10 * k,
          "Q",
          cx - 80 * k,
          headY - 100 * k,
          cx,
          headY - 100 * k,
          "Q",
          cx + 80 * k,
          headY - 100 * k,
          cx + 82 * k,
          headY + 10 * k,
          "Q",
          cx + 55 * k,
          headY - 55 * k,
          cx + 2 * k,
          headY - 62 * k,
          "Q",
          cx - 55 * k,
          headY - 55 * k,
          cx - 82 * k,
          headY + 10 * k,
          "Z",
        ),
        hair,
      ),
    );
    s.add(line(cx, headY - 98 * k, cx + 2 * k, headY - 64 * k, "#000000", 2 * k, { opacity: 0.25 }));
  }
  if (kind === "girl") {
    const ribbon = r.pick(["#ffffff", "#c62828", "#1565c0"]);
    for (const side of [-1, 1]) {
      const bx = cx + side * 84 * k;
      const by = headY + 150 * k;
      s.add(
        poly([bx, by, bx - 20 * k, by - 13 * k, bx - 20 * k, by + 13 * k], ribbon),
        poly([bx, by, bx + 20 * k, by - 13 * k, bx + 20 * k, by + 13 * k], ribbon),
        circle(bx, by, 6 * k, ribbon),
      );
    }
  }
  if (kind === "woman") s.add(circle(cx, headY - 30 * k, 4 * k, "#c62828"));
}

export function portraitSvg(seed: string, kind: PortraitKind, width = 400, height = 500): string {
  const r = new Rng(`portrait:${seed}`);
  const s = new Svg(width, height);
  const backdrop = r.pick(BACKDROPS);
  s.add(
    rect(
      0,
      0,
      width,
      height,
      s.radial(
        [
          [0, backdrop[0]],
          [1, backdrop[1]],
        ],
        0.5,
        0.35,
        0.8,
      ),
    ),
  );
  const skin = r.pick(SKIN);
  const hair = kind === "man" || kind === "woman" ? r.pick(["#1a1a1a", "#2b2b2b", "#3d3d3d"]) : r.pick(HAIR);
  bust(s, r, kind, width / 2, height - 500 * (width / 400), width / 400, skin, hair);
  return s.toString();
}

/** A square birthday avatar: a child's bust in a circle, a party hat and confetti. */
export function avatarSvg(seed: string, girl: boolean, size = 300): string {
  const r = new Rng(`avatar:${seed}`);
  const s = new Svg(size, size);
  const colour = r.pick(["#ffe0b2", "#c8e6c9", "#bbdefb", "#f8bbd0", "#d1c4e9", "#fff9c4"]);
  s.add(rect(0, 0, size, size, colour));
  for (let index = 0; index < 18; index++) {
    s.add(rect(r.range(0, size), r.range(0, size * 0.5), size * 0.02, size * 0.04, r.pick(BRIGHT), { opacity: 0.8 }));
  }
  const k = size / 520;
  bust(s, r, girl ? "girl" : "boy", size / 2, size - 500 * k, k, r.pick(SKIN), r.pick(HAIR));
  const hatX = size / 2 + size * 0.05;
  const hatBase = size * 0.24;
  s.add(
    poly(
      [hatX - size * 0.1, hatBase, hatX + size * 0.1, hatBase + size * 0.02, hatX + size * 0.03, hatBase - size * 0.2],
      r.pick(["#e53935", "#8e24aa", "#1e88e5", "#43a047"]),
    ),
  );
  s.add(circle(hatX + size * 0.03, hatBase - size * 0.2, size * 0.025, "#ffd54f"));
  s.add(
    line(hatX - size * 0.07, hatBase - size * 0.03, hatX + size * 0.08, hatBase - size * 0.01, "#ffd54f", size * 0.015),
  );
  return s.toString();
}

/** Neutral grey picture for a missing image: a framed mountain-and-sun icon. */
export function placeholderSvg(width = 800, height = 600): string {
  const s = new Svg(width, height);
  s.add(rect(0, 0, width, height, "#e9ecef"));
  const w = Math.min(width, height) * 0.42;
  const h = w * 0.78;
  const x = (width - w) / 2;
  const y = (height - h) / 2;
  s.add(rect(x, y, w, h, "none", { stroke: "#adb5bd", "stroke-width": w * 0.045, rx: w * 0.08 }));
  s.add(circle(x + w * 0.7, y + h * 0.3, w * 0.09, "#adb5bd"));
  s.add(poly([x + w * 0.1, y + h * 0.85, x + w * 0.38, y + h * 0.45, x + w * 0.6, y + h * 0.85], "#adb5bd"));
  s.add(poly([x + w * 0.45, y + h * 0.85, x + w * 0.65, y + h * 0.58, x + w * 0.9, y + h * 0.85], "#ced4da"));
  return s.toString();
}

/** Grey head-and-shoulders silhouette, for a missing portrait or avatar. */
export function silhouetteSvg(width: number, height: number): string {
  const s = new Svg(width, height);
  s.add(rect(0, 0, width, height, "#e9ecef"));
  const cx = width / 2;
  const k = width / 400;
  const bottom = height;
  s.add(
    path(
      d(
        "M",
        cx - 165 * k,
        bottom,
        "Q",
        cx - 160 * k,
        bottom - 170 * k,
        cx,
        bottom - 175 * k,
        "Q",
        cx + 160 * k,
        bottom - 170 * k,
        cx + 165 * k,
        bottom,
        "Z",
      ),
      "#b8c0c8",
    ),
  );
  s.add(ellipse(cx, bottom - 285 * k, 80 * k, 95 * k, "#b8c0c8"));
  return s.toString();
}

// ------------------------------------------------------------------ vendor product drawings

function browser(
  s: Svg,
  x: number,
  y: number,
  w: number,
  h: number,
  address: string,
): { x: number; y: number; w: number; h: number } {
  s.add(rect(x + 6, y + 10, w, h, "#000000", { opacity: 0.18, rx: 14 }));
  s.add(rect(x, y, w, h, "#ffffff", { rx: 12 }));
  s.add(rect(x, y, w, 44, "#e3e7ed", { rx: 12 }), rect(x, y + 30, w, 14, "#e3e7ed"));
  ["#ff5f57", "#febc2e", "#28c840"].forEach((colour, index) => {
    s.add(circle(x + 22 + index * 20, y + 22, 6, colour));
  });
  s.add(rect(x + 100, y + 10, w * 0.5, 24, "#ffffff", { rx: 12 }));
  s.add(text(x + 118, y + 27, address, 13, "#5f6b7a"));
  return { x, y: y + 44, w, h: h - 44 };
}

function bars(s: Svg, x: number, y: number, w: number, count: number, r: Rng, colour = "#d5dbe3", height = 10): void {
  for (let index = 0; index < count; index++)
    s.add(rect(x, y + index * (height * 2.2), w * r.range(0.5, 1), height, colour, { rx: height / 2 }));
}

export function parentPortalSvg(): string {
  const r = new Rng("erp:parent");
  const W = 1200;
  const H = 750;
  const s = new Svg(W, H);
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.linear(
        [
          [0, "#dbe8f7"],
          [1, "#f4f7fb"],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  const view = browser(s, 40, 30, W - 80, H - 60, "portal.example.in/parent");
  // sidebar
  s.add(rect(view.x, view.y, 220, view.h, "#1f2d5a"), rect(view.x, view.y + view.h - 12, 220, 12, "#1f2d5a"));
  s.add(circle(view.x + 40, view.y + 40, 18, "#f3a712"));
  s.add(text(view.x + 68, view.y + 46, "Parent Portal", 16, "#ffffff", { "font-weight": "bold" }));
  for (let index = 0; index < 8; index++) {
    const y = view.y + 90 + index * 44;
    if (index === 0) s.add(rect(view.x + 10, y - 14, 200, 36, "#ffffff", { opacity: 0.14, rx: 8 }));
    s.add(
      rect(view.x + 24, y - 4, 14, 14, "#8fa3d1", { rx: 3 }),
      rect(view.x + 50, y, r.range(80, 130), 8, "#c5d0ea", { rx: 4 }),
    );
  }
  const mx = view.x + 250;
  s.add(text(mx, view.y + 50, "Dashboard", 22, "#1f2d5a", { "font-weight": "bold" }));
  const cards = ["#2f6fd6", "#2e9e4f", "#f3a712", "#d63b3b"];
  const cw = (view.w - 280) / 4 - 16;
  cards.forEach((colour, index) => {
    const x = mx + index * (cw + 16);
    s.add(rect(x, view.y + 75, cw, 100, "#ffffff", { rx: 10, stroke: "#e3e7ed", "stroke-width": 2 }));
    s.add(rect(x, view.y + 75, 6, 100, colour, { rx: 3 }));
    s.add(text(x + 22, view.y + 125, ["94%", "Rs. 0", "12", "A1"][index], 28, colour, { "font-weight": "bold" }));
    s.add(rect(x + 22, view.y + 145, cw * 0.5, 8, "#d5dbe3", { rx: 4 }));
  });
  // chart
  const chartW = (view.w - 280) * 0.6;
  s.add(rect(mx, view.y + 200, chartW, 250, "#ffffff", { rx: 10, stroke: "#e3e7ed", "stroke-width": 2 }));
  for (let index = 0; index < 10; index++) {
    const h = r.range(60, 190);
    s.add(
      rect(
        mx + 30 + (index * (chartW - 60)) / 10,
        view.y + 430 - h,
        (chartW - 60) / 16,
        h,
        index % 2 === 0 ? "#2f6fd6" : "#8fb3e8",
        { rx: 4 },
      ),
    );
  }
  // donut
  const dx = mx + chartW + 20;
  const dw = view.w - 280 - chartW - 20;
  s.add(rect(dx, view.y + 200, dw, 250, "#ffffff", { rx: 10, stroke: "#e3e7ed", "stroke-width": 2 }));
  s.add(circle(dx + dw / 2, view.y + 325, 80, "none", { stroke: "#e3e7ed", "stroke-width": 30 }));
  s.add(
    circle(dx + dw / 2, view.y + 325, 80, "none", {
      stroke: "#2e9e4f",
      "stroke-width": 30,
      "stroke-dasharray": "400 103",
      transform: `rotate(-90 ${dx + dw / 2} ${view.y + 325})`,
    }),
  );
  // table
  s.add(
    rect(mx, view.y + 470, view.w - 280, view.h - 490, "#ffffff", { rx: 10, stroke: "#e3e7ed", "stroke-width": 2 }),
  );
  for (let row = 0; row < 3; row++) {
    const y = view.y + 495 + row * 32;
    for (let col = 0; col < 4; col++)
      s.add(rect(mx + 20 + col * 200, y, r.range(90, 160), 10, row === 0 ? "#9aa8bb" : "#d5dbe3", { rx: 5 }));
  }
  return s.toString();
}

export function communicationPortalSvg(): string {
  const r = new Rng("erp:communication");
  const W = 1200;
  const H = 750;
  const s = new Svg(W, H);
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.linear(
        [
          [0, "#e0f2ef"],
          [1, "#f6fbfa"],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  const view = browser(s, 40, 30, W - 80, H - 60, "portal.example.in/messages");
  s.add(rect(view.x, view.y, view.w, 56, "#00796b"));
  s.add(text(view.x + 24, view.y + 36, "Communication", 20, "#ffffff", { "font-weight": "bold" }));
  // conversations
  const listW = 340;
  s.add(rect(view.x, view.y + 56, listW, view.h - 56, "#f3f6f8"));
  for (let index = 0; index < 7; index++) {
    const y = view.y + 80 + index * 78;
    if (index === 1) s.add(rect(view.x, y - 14, listW, 74, "#dff1ee"));
    s.add(circle(view.x + 40, y + 22, 22, BRIGHT[index % BRIGHT.length]));
    s.add(
      rect(view.x + 76, y + 6, r.range(120, 200), 10, "#7a8797", { rx: 5 }),
      rect(view.x + 76, y + 28, r.range(150, 230), 8, "#c8d1da", { rx: 4 }),
    );
  }
  // chat
  const cx = view.x + listW;
  const cw = view.w - listW;
  for (let index = 0; index < 5; index++) {
    const mine = index % 2 === 1;
    const bw = r.range(260, 420);
    const bh = index === 2 ? 110 : 64;
    const y = view.y + 80 + index * 90 + (index > 2 ? 46 : 0);
    const x = mine ? cx + cw - bw - 30 : cx + 30;
    s.add(rect(x, y, bw, bh, mine ? "#cdebe5" : "#ffffff", { rx: 14, stroke: "#e0e6ea", "stroke-width": 2 }));
    bars(s, x + 18, y + 18, bw - 40, index === 2 ? 3 : 2, r, mine ? "#8cc7b9" : "#c8d1da", 9);
    if (index === 2)
      s.add(
        rect(x + bw - 80, y + 20, 56, 70, "#ef5350", { rx: 6 }),
        text(x + bw - 68, y + 62, "PDF", 14, "#ffffff", { "font-weight": "bold" }),
      );
  }
  s.add(rect(cx + 20, view.y + view.h - 70, cw - 120, 46, "#f3f6f8", { rx: 23 }));
  s.add(circle(cx + cw - 60, view.y + view.h - 47, 23, "#00796b"));
  s.add(
    poly(
      [cx + cw - 70, view.y + view.h - 57, cx + cw - 48, view.y + view.h - 47, cx + cw - 70, view.y + view.h - 37],
      "#ffffff",
    ),
  );
  return s.toString();
}

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
    s.add(rect(sx + 20, sy + 150, sw - 40, 200, "#ffffff", { rx: 16, stroke: "#e3e7ed", "stroke-width": 2 }));
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
      s.add(rect(sx + 20, y, sw - 40, 46, "#ffffff", { rx: 10, stroke: "#e3e7ed", "stroke-width": 2 }));
      s.add(
        rect(sx + 36, y + 18, r.range(70, 120), 10, "#c8d1da", { rx: 5 }),
        rect(sx + sw - 100, y + 18, 50, 10, colour, { rx: 5 }),
      );
    }
  }
}

export function mobileAppSvg(): string {
  const r = new Rng("erp:mobile");
  const W = 1200;
  const H = 750;
  const s = new Svg(W, H);
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.linear(
        [
          [0, "#3f51b5"],
          [1, "#7e57c2"],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
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

// ------------------------------------------------------------------ crest and certificate

/** The school crest: a shield with a sun rising over a valley and an open book, on transparency. */
export function crestSvg(size = 256): string {
  const s = new Svg(size, size);
  const k = size / 256;
  const shield = d(
    "M",
    128 * k,
    12 * k,
    "L",
    226 * k,
    44 * k,
    "L",
    226 * k,
    120 * k,
    "Q",
    224 * k,
    200 * k,
    128 * k,
    246 * k,
    "Q",
    32 * k,
    200 * k,
    30 * k,
    120 * k,
    "L",
    30 * k,
    44 * k,
    "Z",
  );
  s.add(path(shield, "#c9a227"));
  const inner = d(
    "M",
    128 * k,
    24 * k,
    "L",
    214 * k,
    52 * k,
    "L",
    214 * k,
    120 * k,
    "Q",
    212 * k,
    190 * k,
    128 * k,
    232 * k,
    "Q",
    44 * k,
    190 * k,
    42 * k,
    120 * k,
    "L",
    42 * k,
    52 * k,
    "Z",
  );
  s.add(
    path(
      inner,
      s.linear([
        [0, "#1f3c88"],
        [1, "#142a5e"],
      ]),
    ),
  );
  // rays and sun
  for (let ray = 0; ray < 9; ray++) {
    const angle = Math.PI + (ray / 8) * Math.PI;
    s.add(
      line(
        128 * k + Math.cos(angle) * 38 * k,
        118 * k + Math.sin(angle) * 38 * k,
        128 * k + Math.cos(angle) * 62 * k,
        118 * k + Math.sin(angle) * 62 * k,
        "#f6b93b",
        6 * k,
      ),
    );
  }
  s.add(path(d("M", 98 * k, 118 * k, "A", 30 * k, 30 * k, 0, 0, 1, 158 * k, 118 * k, "Z"), "#f6b93b"));
  // valley
  s.add(
    path(
      d(
        "M",
        44 * k,
        124 * k,
        "Q",
        90 * k,
        96 * k,
        128 * k,
        124 * k,
        "Q",
        166 * k,
        96 * k,
        212 * k,
        124 * k,
        "L",
        210 * k,
        140 * k,
        "L",
        46 * k,
        140 * k,
        "Z",
      ),
      "#2e9e4f",
    ),
  );
  // book
  s.add(
    path(
      d(
        "M",
        72 * k,
        150 * k,
        "Q",
        100 * k,
        140 * k,
        126 * k,
        152 * k,
        "L",
        126 * k,
        196 * k,
        "Q",
        100 * k,
        184 * k,
        76 * k,
        192 * k,
        "Z",
      ),
      "#ffffff",
    ),
  );
  s.add(
    path(
      d(
        "M",
        184 * k,
        150 * k,
        "Q",
        156 * k,
        140 * k,
        130 * k,
        152 * k,
        "L",
        130 * k,
        196 * k,
        "Q",
        156 * k,
        184 * k,
        180 * k,
        192 * k,
        "Z",
      ),
      "#ffffff",
    ),
  );
  for (let index = 0; index < 3; index++) {
    s.add(line(84 * k, (160 + index * 9) * k, 118 * k, (162 + index * 9) * k, "#9fb3d9", 2 * k));
    s.add(line(138 * k, (162 + index * 9) * k, 172 * k, (160 + index * 9) * k, "#9fb3d9", 2 * k));
  }
  // ribbon
  s.add(
    path(
      d(
        "M",
        40 * k,
        206 * k,
        "L",
        216 * k,
        206 * k,
        "L",
        206 * k,
        222 * k,
        "L",
        216 * k,
        238 * k,
        "L",
        40 * k,
        238 * k,
        "L",
        50 * k,
        222 * k,
        "Z",
      ),
      "#8b1a1a",
    ),
  );
  s.add(
    text(128 * k, 230 * k, "SVPS", 19 * k, "#ffffff", {
      "text-anchor": "middle",
      "font-weight": "bold",
      "letter-spacing": 2 * k,
    }),
  );
  return s.toString();
}

export type CertificateFields = {
  school: string;
  address: string;
  title: string;
  rows: Array<[label: string, value: string]>;
};

/** A certificate page as a picture: cream paper, double border, crest, fields and signatures. */
export function certificateSvg(fields: CertificateFields, width = 900, height = 1270): string {
  const s = new Svg(width, height);
  s.add(
    rect(
      0,
      0,
      width,
      height,
      s.radial(
        [
          [0, "#fffdf5"],
          [1, "#f3ead2"],
        ],
        0.5,
        0.45,
        0.8,
      ),
    ),
  );
  s.add(rect(30, 30, width - 60, height - 60, "none", { stroke: "#8b1a1a", "stroke-width": 8 }));
  s.add(rect(48, 48, width - 96, height - 96, "none", { stroke: "#c9a227", "stroke-width": 3 }));
  for (const [cx, cy] of [
    [48, 48],
    [width - 48, 48],
    [48, height - 48],
    [width - 48, height - 48],
  ]) {
    s.add(circle(cx, cy, 14, "#c9a227"));
  }
  const crest = crestSvg(150)
    .replace(/^<svg[^>]*>/, "")
    .replace(/<\/svg>$/, "");
  s.add(
    `<g transform="translate(${(width - 150) / 2} 80)">${crest.replace(/id="g(\d+)"/g, 'id="c$1"').replace(/url\(#g(\d+)\)/g, "url(#c$1)")}</g>`,
  );
  s.add(
    text(width / 2, 290, fields.school.toUpperCase(), 34, "#1f3c88", {
      "text-anchor": "middle",
      "font-weight": "bold",
      "font-family": "DejaVu Serif",
    }),
  );
  s.add(text(width / 2, 328, fields.address, 18, "#4a4a4a", { "text-anchor": "middle" }));
  s.add(line(120, 360, width - 120, 360, "#c9a227", 3));
  s.add(
    text(width / 2, 420, fields.title.toUpperCase(), 36, "#8b1a1a", {
      "text-anchor": "middle",
      "font-weight": "bold",
      "font-family": "DejaVu Serif",
      "letter-spacing": 3,
    }),
  );
  fields.rows.forEach(([label, value], index) => {
    const y = 490 + index * 47;
    s.add(text(110, y, label, 21, "#4a4a4a"));
    s.add(text(430, y, value, 22, "#1a1a1a", { "font-weight": "bold" }));
    s.add(line(425, y + 10, width - 110, y + 10, "#b9ad8f", 1.5, { "stroke-dasharray": "4 4" }));
  });
  const sy = height - 170;
  s.add(
    path(d("M", 130, sy, "Q", 160, sy - 40, 190, sy - 5, "T", 250, sy - 10, "T", 300, sy - 8), "none", {
      stroke: "#1f3c88",
      "stroke-width": 3,
    }),
  );
  s.add(
    line(110, sy + 20, 340, sy + 20, "#4a4a4a", 2),
    text(225, sy + 50, "Class Teacher", 18, "#4a4a4a", { "text-anchor": "middle" }),
  );
  s.add(
    path(
      d(
        "M",
        width - 320,
        sy,
        "Q",
        width - 290,
        sy - 45,
        width - 260,
        sy - 6,
        "T",
        width - 200,
        sy - 12,
        "T",
        width - 140,
        sy - 4,
      ),
      "none",
      { stroke: "#1f3c88", "stroke-width": 3 },
    ),
  );
  s.add(
    line(width - 340, sy + 20, width - 110, sy + 20, "#4a4a4a", 2),
    text(width - 225, sy + 50, "Principal", 18, "#4a4a4a", { "text-anchor": "middle" }),
  );
  s.add(circle(width / 2, sy + 10, 62, "none", { stroke: "#8b1a1a", "stroke-width": 4, opacity: 0.55 }));
  s.add(circle(width / 2, sy + 10, 48, "none", { stroke: "#8b1a1a", "stroke-width": 2, opacity: 0.55 }));
  s.add(
    text(width / 2, sy + 17, "SVPS", 20, "#8b1a1a", { "text-anchor": "middle", "font-weight": "bold", opacity: 0.6 }),
  );
  return s.toString();
}
