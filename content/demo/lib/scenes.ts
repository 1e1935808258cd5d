/**
 * Illustrated school scenes, drawn as SVG for any size. Every scene is a function of
 * (size, seed): the same seed always gives the same picture, different seeds vary the
 * palette, the time of day and where things stand.
 */
import {
  BOTTOM,
  BRIGHT,
  bookRow,
  bunting,
  circle,
  cloud,
  d,
  ellipse,
  flagPole,
  HAIR,
  HOUSE,
  type Look,
  line,
  type Pose,
  path,
  person,
  poly,
  rect,
  SKIN,
  Svg,
  text,
  tree,
  trophy,
  uniformLook,
} from "./draw";
import { Rng } from "./random";

export const sceneKinds = [
  "campus",
  "assembly",
  "lab",
  "computer",
  "sports",
  "library",
  "stage",
  "dance",
  "classroom",
  "exhibition",
  "garden",
  "art",
  "music",
  "math",
  "quiz",
  "literary",
  "trophy",
  "festival",
  "yoga",
  "trip",
  "flag",
] as const;
export type SceneKind = (typeof sceneKinds)[number];

const SKIES: ReadonlyArray<[string, string]> = [
  ["#6fb7ea", "#d7efff"],
  ["#4f9fe0", "#bfe3ff"],
  ["#f0a868", "#ffe6bd"],
  ["#8c9be6", "#f6cadb"],
  ["#3f8ad6", "#a9dcff"],
  ["#7cc3e8", "#fff1cf"],
];
const GREENS: ReadonlyArray<readonly string[]> = [
  ["#2e7d32", "#43a047", "#7bc67e"],
  ["#33691e", "#558b2f", "#8bc34a"],
  ["#1b5e20", "#388e3c", "#81c784"],
  ["#2f6b3a", "#4c9a55", "#9ccc65"],
];
const WALLS = ["#f3e3c3", "#f0d9b5", "#ecd2a6", "#f5efe6", "#e8d3b0", "#e3b7a0", "#f1e0cf"] as const;
const TRIMS = ["#8b2e2e", "#6d3b1f", "#7a1f2b", "#2f4f7f", "#b5562b", "#5a3e8a"] as const;
const INTERIOR: ReadonlyArray<[string, string]> = [
  ["#f6efe2", "#e9dcc6"],
  ["#e7f2f0", "#cfe3df"],
  ["#f1e9f5", "#ddd0e6"],
  ["#fdf3df", "#f0dcb8"],
  ["#e9eff9", "#d0dcef"],
  ["#f7ebe4", "#e8d2c4"],
];
const FLOORS: ReadonlyArray<[string, string]> = [
  ["#b98b5e", "#8d6440"],
  ["#c9c2b5", "#a59c8c"],
  ["#a7b4bf", "#7f8d99"],
  ["#c79a6b", "#9b7048"],
];
const BOOKS = [
  "#c0392b",
  "#2471a3",
  "#1e8449",
  "#b7950b",
  "#6c3483",
  "#d35400",
  "#117a65",
  "#34495e",
  "#a93226",
  "#2e86c1",
] as const;

type Ctx = { s: Svg; r: Rng; W: number; H: number };

function randomLook(r: Rng, girl = r.chance(0.5), top?: string): Look {
  return uniformLook((items) => r.pick(items), girl, top);
}

function colourfulLook(r: Rng, girl = r.chance(0.5)): Look {
  return { skin: r.pick(SKIN), hair: r.pick(HAIR), top: r.pick(BRIGHT), bottom: r.pick(BRIGHT), girl };
}

// ------------------------------------------------------------------ shared pieces

function sky({ s, r, W }: Ctx, bottom: number, palette = r.pick(SKIES)): void {
  s.add(
    rect(
      0,
      0,
      W,
      bottom + 2,
      s.linear([
        [0, palette[0]],
        [1, palette[1]],
      ]),
    ),
  );
}

function sun({ s }: Ctx, x: number, y: number, radius: number, color = "#fff3b0"): void {
  s.add(
    circle(
      x,
      y,
      radius * 2.6,
      s.radial([
        [0, color, 0.55],
        [1, color, 0],
      ]),
    ),
  );
  s.add(circle(x, y, radius, color));
}

function clouds(ctx: Ctx, count: number, maxY: number): void {
  const { s, r, W, H } = ctx;
  for (let index = 0; index < count; index++) {
    s.add(
      cloud(
        r.range(0.05, 0.95) * W,
        r.range(0.06, maxY / H) * H,
        r.range(0.05, 0.09) * Math.max(W, H),
        r.range(0.7, 0.95),
      ),
    );
  }
}

function hills({ s, r, W }: Ctx, y: number, height: number): void {
  const colours = r.pick([
    ["#9bb7c9", "#7fa38b"],
    ["#a9b8d6", "#86a878"],
    ["#b3c4b0", "#6f9a6a"],
  ]);
  for (let layer = 0; layer < 2; layer++) {
    const parts: Array<string | number> = ["M", 0, y];
    const bumps = r.int(3, 5);
    for (let index = 0; index < bumps; index++) {
      const x0 = (W / bumps) * index;
      const x1 = (W / bumps) * (index + 1);
      parts.push(
        "Q",
        (x0 + x1) / 2 + r.range(-40, 40),
        y - height * r.range(0.5, 1.3) * (layer === 0 ? 1 : 0.6),
        x1,
        y,
      );
    }
    parts.push("L", W, y + 4, "L", 0, y + 4, "Z");
    s.add(path(d(...parts), colours[layer]));
  }
}

function lawn({ s, W, H }: Ctx, y: number, greens: readonly string[]): void {
  s.add(
    rect(
      0,
      y,
      W,
      H - y,
      s.linear([
        [0, greens[2]],
        [1, greens[1]],
      ]),
    ),
  );
}

function interior({ s, r, W, H }: Ctx, floorY: number): void {
  const wall = r.pick(INTERIOR);
  const floor = r.pick(FLOORS);
  s.add(
    rect(
      0,
      0,
      W,
      floorY,
      s.linear([
        [0, wall[0]],
        [1, wall[1]],
      ]),
    ),
  );
  s.add(
    rect(
      0,
      floorY,
      W,
      H - floorY,
      s.linear([
        [0, floor[0]],
        [1, floor[1]],
      ]),
    ),
  );
  s.add(rect(0, floorY - H * 0.02, W, H * 0.02, "#00000022"));
}

function windowPane({ s }: Ctx, x: number, y: number, w: number, h: number): void {
  s.add(rect(x - 4, y - 4, w + 8, h + 8, "#ffffff"));
  s.add(
    rect(
      x,
      y,
      w,
      h,
      s.linear([
        [0, "#a8d8f5"],
        [1, "#e6f5ff"],
      ]),
    ),
  );
  s.add(line(x + w / 2, y, x + w / 2, y + h, "#ffffff", 4), line(x, y + h / 2, x + w, y + h / 2, "#ffffff", 4));
}

function schoolBuilding(ctx: Ctx, cx: number, base: number, w: number, h: number): void {
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

function crowd(
  ctx: Ctx,
  x0: number,
  x1: number,
  yBack: number,
  yFront: number,
  rows: number,
  hBack: number,
  hFront: number,
  pose: Pose,
  top?: (row: number, index: number) => string,
  spacing = 0.42,
): void {
  const { s, r } = ctx;
  for (let row = 0; row < rows; row++) {
    const t = rows === 1 ? 1 : row / (rows - 1);
    const y = yBack + (yFront - yBack) * t;
    const h = hBack + (hFront - hBack) * t;
    const gap = h * spacing;
    const count = Math.floor((x1 - x0) / gap);
    for (let index = 0; index < count; index++) {
      const x = x0 + (index + 0.5) * gap + r.range(-gap * 0.15, gap * 0.15);
      s.add(
        person(x, y + r.range(-2, 2), h * r.range(0.92, 1.06), randomLook(r, r.chance(0.5), top?.(row, index)), pose),
      );
    }
  }
}

function audience(ctx: Ctx, y: number, size: number): void {
  const { s, r, W } = ctx;
  const head = size * 1.3;
  s.add(rect(0, y + head * 0.5, W, ctx.H - y, "#14141e"));
  for (let x = head * 0.2; x < W + head; x += head * 1.25) {
    s.add(rect(x - head * 0.55, y + head * 0.3, head * 1.1, head * 1.2, "#14141e", { rx: head * 0.4 }));
    s.add(circle(x + r.range(-4, 4), y, head * 0.42, "#14141e"));
  }
}

function stageSet(ctx: Ctx, floorY: number, colours: { back: [string, string]; curtain: string }): void {
  const { s, r, W, H } = ctx;
  s.add(
    rect(
      0,
      0,
      W,
      floorY,
      s.linear([
        [0, colours.back[0]],
        [1, colours.back[1]],
      ]),
    ),
  );
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
  s.add(
    rect(
      0,
      floorY,
      W,
      H - floorY,
      s.linear([
        [0, "#8a5a33"],
        [1, "#4e3019"],
      ]),
    ),
  );
  s.add(rect(0, floorY, W, 6, "#c58b52"));
  // spotlights
  const spots = r.int(2, 3);
  for (let index = 0; index < spots; index++) {
    const x = W * (0.25 + (0.5 * index) / Math.max(1, spots - 1));
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

// ------------------------------------------------------------------ scenes

function campus(ctx: Ctx): void {
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

function assembly(ctx: Ctx): void {
  const { s, r, W, H } = ctx;
  const ground = H * 0.5;
  sky(ctx, ground);
  sun(ctx, W * r.range(0.1, 0.3), H * 0.12, H * 0.05);
  schoolBuilding(ctx, W * r.range(0.45, 0.55), ground, W * 0.85, H * 0.3);
  s.add(
    rect(
      0,
      ground,
      W,
      H - ground,
      s.linear([
        [0, "#d8c7a4"],
        [1, "#c2ab80"],
      ]),
    ),
  );
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

function lab(ctx: Ctx): void {
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
    const x = W * (0.15 + (0.7 * index) / Math.max(1, count - 1)) + r.range(-20, 20);
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
  // glassware
  for (let index = 0; index < 7; index++) {
    const x = W * (0.1 + index * 0.13) + r.range(-10, 10);
    const size = H * r.range(0.08, 0.12);
    const liquid = r.pick(["#e74c3c", "#3498db", "#2ecc71", "#f1c40f", "#9b59b6"]);
    if (index % 3 === 0) {
      s.add(
        path(
          d(
            "M",
            x - size * 0.12,
            H * 0.6 - size,
            "L",
            x + size * 0.12,
            H * 0.6 - size,
            "L",
            x + size * 0.12,
            H * 0.6 - size * 0.55,
            "L",
            x + size * 0.45,
            H * 0.6,
            "L",
            x - size * 0.45,
            H * 0.6,
            "L",
            x - size * 0.12,
            H * 0.6 - size * 0.55,
            "Z",
          ),
          "#e8f6fb",
          { opacity: 0.9 },
        ),
      );
      s.add(
        path(
          d(
            "M",
            x - size * 0.3,
            H * 0.6 - size * 0.3,
            "L",
            x + size * 0.3,
            H * 0.6 - size * 0.3,
            "L",
            x + size * 0.45,
            H * 0.6,
            "L",
            x - size * 0.45,
            H * 0.6,
            "Z",
          ),
          liquid,
        ),
      );
    } else if (index % 3 === 1) {
      s.add(rect(x - size * 0.3, H * 0.6 - size * 0.8, size * 0.6, size * 0.8, "#e8f6fb", { opacity: 0.9 }));
      s.add(rect(x - size * 0.3, H * 0.6 - size * 0.4, size * 0.6, size * 0.4, liquid));
    } else {
      s.add(rect(x - size * 0.5, H * 0.6 - size * 0.5, size, size * 0.1, "#6d4c41"));
      for (let tube = 0; tube < 3; tube++)
        s.add(
          rect(
            x - size * 0.4 + tube * size * 0.3,
            H * 0.6 - size * 0.9,
            size * 0.12,
            size * 0.9,
            tube === 1 ? liquid : "#d6eef5",
            { rx: size * 0.06 },
          ),
        );
    }
  }
}

function computerLab(ctx: Ctx): void {
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
        rect(
          x - mw / 2 + 4,
          y - H * 0.17 * scale + 4,
          mw - 8,
          mh - 8,
          s.linear([
            [0, r.pick(["#4fc3f7", "#81c784", "#ffb74d", "#9575cd"])],
            [1, "#e3f2fd"],
          ]),
        ),
      );
      s.add(rect(x - 4, y - H * 0.06 * scale, 8, H * 0.03 * scale, "#263238"));
      s.add(person(x + r.range(-8, 8), y + H * 0.14 * scale, H * 0.32 * scale, randomLook(r), "back"));
    }
    s.add(rect(0, y - H * 0.03 * scale, W, H * 0.035 * scale, "#d7ccc8"));
    s.add(rect(0, y + H * 0.005 * scale, W, H * 0.12 * scale, "#a1887f"));
  }
}

function sports(ctx: Ctx): void {
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
  s.add(
    rect(
      0,
      horizon,
      W,
      H - horizon,
      s.linear([
        [0, "#5fae4f"],
        [1, "#3f8a3a"],
      ]),
    ),
  );
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

function library(ctx: Ctx): void {
  const { s, r, W, H } = ctx;
  const floorY = H * 0.72;
  interior(ctx, floorY);
  const cases = W > H * 1.8 ? 4 : 3;
  const cw = (W * 0.92) / cases;
  for (let index = 0; index < cases; index++) {
    const x = W * 0.04 + index * cw + cw * 0.04;
    const w = cw * 0.92;
    s.add(rect(x, H * 0.06, w, floorY - H * 0.06, "#6d4c33"));
    const shelves = 4;
    const sh = (floorY - H * 0.1) / shelves;
    for (let shelf = 0; shelf < shelves; shelf++) {
      const y = H * 0.08 + sh * (shelf + 1);
      s.add(rect(x + 6, y - sh + 6, w - 12, sh - 6, "#4a3222"));
      s.add(bookRow(x + 10, y - 2, w - 20, sh * 0.8, BOOKS, () => r.next()));
      s.add(rect(x, y - 2, w, 6, "#8a6445"));
    }
  }
  // reading table with students
  s.add(rect(W * 0.12, H * 0.74, W * 0.76, H * 0.05, "#a47148"));
  const count = r.int(3, 5);
  for (let index = 0; index < count; index++) {
    const x = W * (0.18 + (0.64 * index) / Math.max(1, count - 1));
    s.add(person(x, H * 0.98, H * 0.42, randomLook(r), "sit"));
    s.add(
      path(
        d(
          "M",
          x - H * 0.07,
          H * 0.745,
          "L",
          x,
          H * 0.735,
          "L",
          x + H * 0.07,
          H * 0.745,
          "L",
          x + H * 0.07,
          H * 0.765,
          "L",
          x,
          H * 0.755,
          "L",
          x - H * 0.07,
          H * 0.765,
          "Z",
        ),
        "#fafafa",
        { stroke: "#bbb", "stroke-width": 1 },
      ),
    );
  }
  s.add(rect(W * 0.12, H * 0.785, W * 0.76, H * 0.03, "#8a5a35"));
  s.add(
    rect(W * 0.14, H * 0.81, W * 0.03, H * 0.19, "#6d4529"),
    rect(W * 0.83, H * 0.81, W * 0.03, H * 0.19, "#6d4529"),
  );
}

function stage(ctx: Ctx): void {
  const { s, r, W, H } = ctx;
  const floorY = H * 0.66;
  stageSet(ctx, floorY, {
    back: r.pick([
      ["#1b1f4b", "#4b2a6b"],
      ["#2b0f3a", "#7a1f4f"],
      ["#0f2f4b", "#2f6b7a"],
    ] as Array<[string, string]>),
    curtain: r.pick(["#8b1a1a", "#7a1238", "#5c1a6b", "#1a3c6b", "#6b4a1a"]),
  });
  const count = r.int(3, 6);
  const poses: Pose[] = ["cheer", "wave", "point", "stand", "dance"];
  for (let index = 0; index < count; index++) {
    const x = W * (0.25 + (0.5 * index) / Math.max(1, count - 1)) + r.range(-15, 15);
    const look = colourfulLook(r);
    s.add(
      person(x, floorY + H * r.range(0.04, 0.1), H * r.range(0.36, 0.42), look, r.pick(poses), r.chance(0.5) ? 1 : -1),
    );
  }
  audience(ctx, H * 0.86, H * 0.09);
}

function dance(ctx: Ctx): void {
  const { s, r, W, H } = ctx;
  const floorY = H * 0.64;
  stageSet(ctx, floorY, {
    back: r.pick([
      ["#3b0d2b", "#b0413e"],
      ["#101e3f", "#3f51b5"],
      ["#1f3b2b", "#c17c1e"],
    ] as Array<[string, string]>),
    curtain: r.pick(["#9c1c1c", "#6a1b9a", "#ad1457", "#0d5c63", "#8b5a00"]),
  });
  const count = r.int(3, 5);
  const skirt = r.pick(["#e91e63", "#ff9800", "#ffeb3b", "#00bcd4", "#e53935"]);
  const top = r.pick(["#ffd54f", "#4caf50", "#3f51b5", "#ffffff"]);
  for (let index = 0; index < count; index++) {
    const x = W * (0.22 + (0.56 * index) / Math.max(1, count - 1));
    s.add(
      person(
        x,
        floorY + H * 0.08,
        H * 0.42,
        { skin: r.pick(SKIN), hair: r.pick(HAIR), top, bottom: skirt, girl: true },
        "dance",
        index % 2 === 0 ? 1 : -1,
      ),
    );
  }
  for (let index = 0; index < 12; index++)
    s.add(
      circle(r.range(0.1, 0.9) * W, r.range(0.05, 0.55) * H, r.range(3, 6), r.pick(["#ffd700", "#ffffff", "#ff80ab"]), {
        opacity: 0.8,
      }),
    );
  audience(ctx, H * 0.88, H * 0.08);
}

function classroom(ctx: Ctx): void {
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

function exhibition(ctx: Ctx): void {
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
    s.add(
      poly(
        [cx - tw * 0.3, by, cx - tw * 0.48, by + bh * 0.08, cx - tw * 0.48, by + bh, cx - tw * 0.3, by + bh],
        "#eceff1",
      ),
    );
    s.add(
      poly(
        [cx + tw * 0.3, by, cx + tw * 0.48, by + bh * 0.08, cx + tw * 0.48, by + bh, cx + tw * 0.3, by + bh],
        "#eceff1",
      ),
    );
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

function garden(ctx: Ctx): void {
  const { s, r, W, H } = ctx;
  const ground = H * 0.48;
  const greens = r.pick(GREENS);
  sky(ctx, ground);
  sun(ctx, W * r.range(0.6, 0.9), H * 0.14, H * 0.06);
  clouds(ctx, 2, H * 0.25);
  hills(ctx, ground, H * 0.1);
  s.add(
    rect(
      0,
      ground,
      W,
      H - ground,
      s.linear([
        [0, "#8d6e4f"],
        [1, "#6d4c33"],
      ]),
    ),
  );
  for (let index = 0; index < 3; index++)
    s.add(
      tree(r.range(0.05, 0.95) * W, ground + 4, H * r.range(0.35, 0.45), greens, r.pick(["round", "tall"] as const)),
    );
  // beds of plants
  for (let row = 0; row < 3; row++) {
    const y = ground + H * (0.1 + row * 0.15);
    const size = H * (0.03 + row * 0.012);
    s.add(rect(0, y - size * 0.3, W, size * 0.8, "#5d4037", { opacity: 0.5 }));
    for (let x = size; x < W; x += size * 4.5) {
      s.add(
        ellipse(x - size * 0.5, y - size * 0.6, size * 0.8, size * 0.4, greens[1], {
          transform: `rotate(-30 ${x - size * 0.5} ${y - size * 0.6})`,
        }),
      );
      s.add(
        ellipse(x + size * 0.5, y - size * 0.6, size * 0.8, size * 0.4, greens[2], {
          transform: `rotate(30 ${x + size * 0.5} ${y - size * 0.6})`,
        }),
      );
      if (r.chance(0.25))
        s.add(circle(x, y - size * 1.3, size * 0.45, r.pick(["#e84393", "#f3a712", "#ff7043", "#ffffff"])));
    }
  }
  const count = r.int(2, 4);
  for (let index = 0; index < count; index++) {
    const x = W * (0.2 + (0.6 * index) / Math.max(1, count - 1));
    const y = H * 0.93;
    const look = { ...randomLook(r), top: r.pick(["#2e7d32", "#66bb6a", "#f6f7fb"]) };
    s.add(person(x, y, H * 0.4, look, index % 2 === 0 ? "point" : "stand", index % 2 === 0 ? 1 : -1));
    if (index % 2 === 0) {
      const cx = x + H * 0.16;
      const cy = y - H * 0.3;
      s.add(rect(cx - H * 0.03, cy, H * 0.06, H * 0.05, "#0288d1", { rx: 4 }));
      s.add(line(cx + H * 0.03, cy + H * 0.01, cx + H * 0.07, cy - H * 0.02, "#0288d1", 5));
      for (let drop = 0; drop < 4; drop++) s.add(circle(cx + H * 0.08 + drop * 3, cy + drop * H * 0.03, 3, "#81d4fa"));
    } else {
      s.add(line(x + H * 0.1, y, x + H * 0.1, y - H * 0.1, "#6d4c41", 4));
      s.add(
        ellipse(x + H * 0.08, y - H * 0.1, H * 0.03, H * 0.015, greens[2]),
        ellipse(x + H * 0.12, y - H * 0.11, H * 0.03, H * 0.015, greens[1]),
      );
    }
  }
}

function art(ctx: Ctx): void {
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
    s.add(line(cx - cw * 0.35, top, cx - cw * 0.55, H * 0.86, "#8d6e63", 8));
    s.add(line(cx + cw * 0.35, top, cx + cw * 0.55, H * 0.86, "#8d6e63", 8));
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

function music(ctx: Ctx): void {
  const { s, r, W, H } = ctx;
  const floorY = H * 0.68;
  const back = r.pick([
    ["#3e2723", "#8d6e63"],
    ["#1a237e", "#5c6bc0"],
    ["#4a148c", "#ab47bc"],
    ["#004d40", "#4db6ac"],
  ] as Array<[string, string]>);
  s.add(
    rect(
      0,
      0,
      W,
      floorY,
      s.linear([
        [0, back[0]],
        [1, back[1]],
      ]),
    ),
  );
  s.add(
    rect(
      0,
      floorY,
      W,
      H - floorY,
      s.linear([
        [0, "#b4824f"],
        [1, "#7a5230"],
      ]),
    ),
  );
  s.add(ellipse(W / 2, floorY + H * 0.12, W * 0.45, H * 0.1, "#e5b97e", { opacity: 0.4 }));
  // notes
  for (let index = 0; index < 10; index++) {
    s.add(
      text(
        r.range(0.05, 0.95) * W,
        r.range(0.1, 0.5) * H,
        r.pick(["♪", "♫", "♩"]),
        H * r.range(0.06, 0.12),
        "#ffffff",
        { opacity: r.range(0.4, 0.8) },
      ),
    );
  }
  // instruments with players
  const players = W > H * 1.4 ? 4 : 3;
  for (let index = 0; index < players; index++) {
    const x = W * ((index + 0.5) / players);
    const base = H * 0.9;
    const look = colourfulLook(r);
    const instrument = (index + r.int(0, 3)) % 4;
    if (instrument === 3) {
      s.add(person(x, base, H * 0.5, look, "wave"));
      s.add(rect(x - H * 0.02, base - H * 0.55, H * 0.01, H * 0.25, "#333"));
      s.add(circle(x - H * 0.015, base - H * 0.55, H * 0.02, "#555"));
      continue;
    }
    s.add(person(x, base, H * 0.46, look, "sit"));
    if (instrument === 0) {
      // tabla pair
      s.add(
        rect(x - H * 0.14, base - H * 0.2, H * 0.1, H * 0.14, "#6d4c41", { rx: 8 }),
        ellipse(x - H * 0.09, base - H * 0.2, H * 0.05, H * 0.015, "#f5e6c8"),
      );
      s.add(
        rect(x + H * 0.03, base - H * 0.18, H * 0.12, H * 0.12, "#9e9e9e", { rx: 14 }),
        ellipse(x + H * 0.09, base - H * 0.18, H * 0.06, H * 0.017, "#f5e6c8"),
      );
    } else if (instrument === 1) {
      // harmonium
      s.add(rect(x - H * 0.16, base - H * 0.22, H * 0.32, H * 0.12, "#8d3b2a", { rx: 4 }));
      s.add(rect(x - H * 0.14, base - H * 0.22, H * 0.28, H * 0.03, "#fafafa"));
      for (let key = 0; key < 9; key++)
        s.add(rect(x - H * 0.13 + key * H * 0.03, base - H * 0.22, H * 0.012, H * 0.018, "#212121"));
    } else {
      // guitar
      s.add(
        circle(x - H * 0.04, base - H * 0.16, H * 0.07, "#d4883a"),
        circle(x + H * 0.04, base - H * 0.22, H * 0.055, "#d4883a"),
      );
      s.add(circle(x - H * 0.01, base - H * 0.19, H * 0.02, "#3e2723"));
      s.add(line(x + H * 0.04, base - H * 0.24, x + H * 0.2, base - H * 0.38, "#5d4037", H * 0.022));
    }
  }
}

function mathScene(ctx: Ctx): void {
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

function quiz(ctx: Ctx): void {
  const { s, r, W, H } = ctx;
  const floorY = H * 0.62;
  const back = r.pick([
    ["#0d47a1", "#1976d2"],
    ["#311b92", "#673ab7"],
    ["#004d40", "#00897b"],
    ["#b71c1c", "#e57373"],
    ["#263238", "#546e7a"],
    ["#4a148c", "#d81b60"],
  ] as Array<[string, string]>);
  s.add(
    rect(
      0,
      0,
      W,
      floorY,
      s.linear([
        [0, back[0]],
        [1, back[1]],
      ]),
    ),
  );
  s.add(
    rect(
      0,
      floorY,
      W,
      H - floorY,
      s.linear([
        [0, "#546e7a"],
        [1, "#37474f"],
      ]),
    ),
  );
  // screen: a question mark, a multiple-choice question or the scoreboard
  const sx = W * r.pick([0.35, 0.2, 0.5]);
  const sw = W * 0.3;
  const sy = H * 0.06;
  const sh = H * 0.36;
  s.add(rect(sx, sy, sw, sh, "#fafafa", { rx: 8 }));
  const screen = r.int(0, 2);
  if (screen === 0) {
    s.add(
      text(sx + sw / 2, sy + sh * 0.83, "?", sh * 0.83, back[0], { "text-anchor": "middle", "font-weight": "bold" }),
    );
  } else if (screen === 1) {
    s.add(rect(sx + sw * 0.08, sy + sh * 0.1, sw * 0.84, sh * 0.16, back[0], { rx: 6 }));
    for (let option = 0; option < 4; option++) {
      const ox = sx + sw * (option % 2 === 0 ? 0.08 : 0.52);
      const oy = sy + sh * (option < 2 ? 0.38 : 0.66);
      s.add(rect(ox, oy, sw * 0.4, sh * 0.2, option === r.int(0, 3) ? "#43a047" : "#cfd8dc", { rx: 6 }));
    }
  } else {
    for (let row = 0; row < 4; row++) {
      const y = sy + sh * (0.14 + row * 0.21);
      s.add(rect(sx + sw * 0.08, y, sw * 0.12, sh * 0.14, HOUSE[row], { rx: 4 }));
      s.add(rect(sx + sw * 0.25, y + sh * 0.03, sw * r.range(0.2, 0.6), sh * 0.08, "#b0bec5", { rx: 4 }));
    }
  }
  const side = sx > W * 0.4 ? 0.14 : 0.86;
  if (r.chance(0.7)) {
    s.add(
      circle(W * side, H * 0.22, H * 0.11, "#4fc3f7"),
      path(
        d(
          "M",
          W * side - H * 0.06,
          H * 0.16,
          "Q",
          W * side,
          H * 0.2,
          W * side - H * 0.03,
          H * 0.27,
          "Q",
          W * side + H * 0.05,
          H * 0.25,
          W * side + H * 0.08,
          H * 0.18,
          "Z",
        ),
        "#66bb6a",
      ),
      path(
        d("M", W * side - H * 0.1, H * 0.36, "L", W * side + H * 0.1, H * 0.36, "L", W * side, H * 0.33, "Z"),
        "#8d6e63",
      ),
    );
  } else {
    s.add(person(W * side, H * 0.66, H * 0.42, colourfulLook(r), "point", side < 0.5 ? 1 : -1));
    s.add(rect(W * side - H * 0.06, H * 0.5, H * 0.12, H * 0.17, "#5d4037"));
  }
  for (let index = 0; index < 6; index++)
    s.add(
      circle(sx + sw * 0.1 + index * sw * 0.16, sy + sh + H * 0.04, H * 0.012, index % 2 === 0 ? "#ffd54f" : "#ff8a65"),
    );
  // team tables
  const teams = Math.min(W > H * 1.4 ? 4 : 3, r.int(2, 4));
  const houses = r.shuffle([0, 1, 2, 3]);
  for (let index = 0; index < teams; index++) {
    const cx = W * ((index + 0.5) / teams);
    const tw = (W / teams) * r.range(0.6, 0.8);
    const seats = teams === 2 ? 3 : 2;
    for (let seat = 0; seat < seats; seat++)
      s.add(
        person(
          cx + (seat - (seats - 1) / 2) * tw * 0.35,
          H * 0.86,
          H * 0.36,
          randomLook(r),
          r.chance(0.3) ? "cheer" : "sit",
        ),
      );
    s.add(rect(cx - tw / 2, H * 0.72, tw, H * 0.2, HOUSE[houses[index]]));
    s.add(rect(cx - tw / 2, H * 0.72, tw, H * 0.03, "#ffffff", { opacity: 0.5 }));
    s.add(circle(cx, H * 0.72, H * 0.025, "#e53935"), rect(cx - H * 0.03, H * 0.72, H * 0.06, H * 0.02, "#424242"));
    s.add(
      text(cx, H * 0.86, String.fromCharCode(65 + houses[index]), H * 0.09, "#ffffff", {
        "text-anchor": "middle",
        "font-weight": "bold",
      }),
    );
  }
}

function literary(ctx: Ctx): void {
  const { s, r, W, H } = ctx;
  const floorY = H * 0.7;
  interior(ctx, floorY);
  // shelves in the background
  for (let index = 0; index < 2; index++) {
    const x = index === 0 ? W * 0.03 : W * 0.72;
    s.add(rect(x, H * 0.08, W * 0.25, floorY - H * 0.08, "#6d4c33"));
    for (let shelf = 0; shelf < 4; shelf++)
      s.add(bookRow(x + 8, H * (0.22 + shelf * 0.14), W * 0.25 - 16, H * 0.11, BOOKS, () => r.next()));
  }
  // podium and speaker
  const px = W * r.range(0.42, 0.58);
  s.add(person(px, H * 0.78, H * 0.5, colourfulLook(r), "wave"));
  s.add(
    poly(
      [px - H * 0.12, H * 0.52, px + H * 0.12, H * 0.52, px + H * 0.09, H * 0.85, px - H * 0.09, H * 0.85],
      "#5d4037",
    ),
  );
  s.add(rect(px - H * 0.13, H * 0.5, H * 0.26, H * 0.04, "#795548"));
  // speech bubble
  s.add(
    ellipse(px + W * 0.15, H * 0.16, W * 0.1, H * 0.09, "#ffffff"),
    poly([px + W * 0.08, H * 0.22, px + W * 0.1, H * 0.24, px + W * 0.04, H * 0.3], "#ffffff"),
  );
  for (let index = 0; index < 3; index++)
    s.add(rect(px + W * 0.09, H * (0.12 + index * 0.03), W * (0.12 - index * 0.02), H * 0.012, "#90a4ae"));
  // open book in the foreground with a quill
  const bx = W * 0.22;
  const by = H * 0.9;
  const bw = H * 0.22;
  s.add(
    path(
      d(
        "M",
        bx - bw,
        by,
        "Q",
        bx - bw / 2,
        by - H * 0.08,
        bx,
        by - H * 0.02,
        "Q",
        bx + bw / 2,
        by - H * 0.08,
        bx + bw,
        by,
        "L",
        bx + bw,
        by + H * 0.05,
        "Q",
        bx + bw / 2,
        by - H * 0.03,
        bx,
        by + H * 0.03,
        "Q",
        bx - bw / 2,
        by - H * 0.03,
        bx - bw,
        by + H * 0.05,
        "Z",
      ),
      "#fffaf0",
      { stroke: "#a1887f", "stroke-width": 2 },
    ),
  );
  for (let index = 0; index < 4; index++) {
    s.add(
      line(
        bx - bw * 0.8,
        by - H * 0.01 + index * H * 0.012,
        bx - bw * 0.2,
        by - H * 0.02 + index * H * 0.012,
        "#bcaaa4",
        2,
      ),
    );
    s.add(
      line(
        bx + bw * 0.2,
        by - H * 0.02 + index * H * 0.012,
        bx + bw * 0.8,
        by - H * 0.01 + index * H * 0.012,
        "#bcaaa4",
        2,
      ),
    );
  }
  s.add(
    path(
      d(
        "M",
        W * 0.8,
        by + H * 0.02,
        "Q",
        W * 0.82,
        by - H * 0.15,
        W * 0.88,
        by - H * 0.22,
        "Q",
        W * 0.86,
        by - H * 0.08,
        W * 0.8,
        by + H * 0.02,
        "Z",
      ),
      "#eceff1",
      { stroke: "#90a4ae", "stroke-width": 2 },
    ),
  );
  for (let index = 0; index < 3; index++)
    s.add(rect(W * 0.6, H * (0.93 - index * 0.035), H * 0.2, H * 0.035, BOOKS[(index + 3) % BOOKS.length], { rx: 3 }));
}

function trophyScene(ctx: Ctx): void {
  const { s, r, W, H } = ctx;
  const back = r.pick([
    ["#0d1b3e", "#1e3a8a"],
    ["#3e0d2b", "#7a1f4f"],
    ["#10302b", "#1f6f5c"],
  ] as Array<[string, string]>);
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.linear([
        [0, back[0]],
        [1, back[1]],
      ]),
    ),
  );
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

function festival(ctx: Ctx): void {
  const { s, r, W, H } = ctx;
  const ground = H * 0.6;
  s.add(
    rect(
      0,
      0,
      W,
      ground,
      s.linear([
        [0, "#0b0f2b"],
        [1, "#3a1c5c"],
      ]),
    ),
  );
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
  s.add(
    rect(
      0,
      ground,
      W,
      H - ground,
      s.linear([
        [0, "#6d4c41"],
        [1, "#3e2723"],
      ]),
    ),
  );
  // rangoli
  const rx = W / 2;
  const ry = H * 0.8;
  const size = H * 0.16;
  const colours = r.shuffle(["#e91e63", "#ff9800", "#ffeb3b", "#4caf50", "#2196f3", "#9c27b0"]);
  s.add(ellipse(rx, ry, size * 2, size * 0.9, colours[0]));
  for (let petal = 0; petal < 8; petal++) {
    const angle = (petal / 8) * Math.PI * 2;
    s.add(
      ellipse(
        rx + Math.cos(angle) * size * 1.1,
        ry + Math.sin(angle) * size * 0.5,
        size * 0.5,
        size * 0.2,
        colours[1 + (petal % 2)],
        {
          transform: `rotate(${Math.round((angle * 180) / Math.PI)} ${Math.round(rx + Math.cos(angle) * size * 1.1)} ${Math.round(ry + Math.sin(angle) * size * 0.5)})`,
        },
      ),
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

function yoga(ctx: Ctx): void {
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

function trip(ctx: Ctx): void {
  const { s, r, W, H } = ctx;
  const ground = H * 0.62;
  const greens = r.pick(GREENS);
  sky(ctx, ground);
  clouds(ctx, 3, H * 0.3);
  // mountains
  for (let index = 0; index < 4; index++) {
    const x = r.range(-0.1, 1) * W;
    const h = H * r.range(0.3, 0.45);
    s.add(poly([x - h * 1.1, ground, x, ground - h, x + h * 1.1, ground], r.pick(["#78909c", "#8d9db6", "#6d8a96"])));
    s.add(
      poly(
        [
          x - h * 0.25,
          ground - h * 0.77,
          x,
          ground - h,
          x + h * 0.25,
          ground - h * 0.77,
          x + h * 0.08,
          ground - h * 0.72,
          x - h * 0.08,
          ground - h * 0.74,
        ],
        "#ffffff",
      ),
    );
  }
  lawn(ctx, ground, greens);
  s.add(poly([0, H * 0.78, W, H * 0.7, W, H * 0.86, 0, H * 0.96], "#616161"));
  s.add(line(0, H * 0.87, W, H * 0.78, "#fafafa", 4, { "stroke-dasharray": "30 24" }));
  // bus
  const bx = W * r.range(0.3, 0.5);
  const by = H * 0.84;
  const bw = H * 0.7;
  const bh = H * 0.26;
  s.add(rect(bx, by - bh, bw, bh, "#fbc02d", { rx: 14 }));
  s.add(rect(bx, by - bh * 0.35, bw, bh * 0.1, "#6d4c41"));
  for (let index = 0; index < 5; index++)
    s.add(rect(bx + bw * (0.05 + index * 0.16), by - bh * 0.85, bw * 0.12, bh * 0.35, "#90caf9"));
  s.add(rect(bx + bw * 0.88, by - bh * 0.85, bw * 0.1, bh * 0.5, "#90caf9"));
  s.add(circle(bx + bw * 0.2, by, bh * 0.16, "#212121"), circle(bx + bw * 0.78, by, bh * 0.16, "#212121"));
  s.add(circle(bx + bw * 0.2, by, bh * 0.07, "#9e9e9e"), circle(bx + bw * 0.78, by, bh * 0.07, "#9e9e9e"));
  for (let index = 0; index < r.int(3, 5); index++)
    s.add(
      person(
        W * (0.05 + index * 0.06),
        H * (0.92 + (index % 2) * 0.04),
        H * 0.3,
        randomLook(r),
        index === 0 ? "point" : "stand",
      ),
    );
  s.add(tree(W * 0.92, H * 0.66, H * 0.4, greens, "round"));
}

function flagScene(ctx: Ctx): void {
  const { s, r, W, H } = ctx;
  const ground = H * 0.55;
  sky(ctx, ground, ["#4f9fe0", "#e3f3ff"]);
  clouds(ctx, 3, H * 0.3);
  s.add(
    rect(
      0,
      ground,
      W,
      H - ground,
      s.linear([
        [0, "#dccca8"],
        [1, "#c2ab80"],
      ]),
    ),
  );
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

const painters: Record<SceneKind, (ctx: Ctx) => void> = {
  campus,
  assembly,
  lab,
  computer: computerLab,
  sports,
  library,
  stage,
  dance,
  classroom,
  exhibition,
  garden,
  art,
  music,
  math: mathScene,
  quiz,
  literary,
  trophy: trophyScene,
  festival,
  yoga,
  trip,
  flag: flagScene,
};

/** Scenes without lettering may be drawn mirrored, for more variety from the same painter. */
const mirrorable = new Set<SceneKind>([
  "campus",
  "assembly",
  "lab",
  "computer",
  "sports",
  "library",
  "stage",
  "dance",
  "classroom",
  "exhibition",
  "garden",
  "art",
  "literary",
  "festival",
  "yoga",
  "trip",
  "flag",
]);

export function sceneSvg(kind: SceneKind, seed: string, width: number, height: number): string {
  const s = new Svg(width, height);
  painters[kind]({ s, r: new Rng(`${kind}:${seed}`), W: width, H: height });
  return s.toString(mirrorable.has(kind) && new Rng(`mirror:${seed}`).chance(0.5));
}
