/** Performances: a play on stage, a dance and the music room. */
import { HAIR, SKIN } from "#content/demo/lib/palettes";
import { type Pose, person } from "#content/demo/lib/person";
import { circle, ellipse, line, rect, text } from "#content/demo/lib/svg";
import { room } from "./backdrops";
import { type Ctx, spread } from "./context";
import { audience, colourfulLook } from "./people";
import { type StageColours, stageSet } from "./stage-set";

const PLAY: StageColours = {
  backs: [
    ["#1b1f4b", "#4b2a6b"],
    ["#2b0f3a", "#7a1f4f"],
    ["#0f2f4b", "#2f6b7a"],
  ],
  curtains: ["#8b1a1a", "#7a1238", "#5c1a6b", "#1a3c6b", "#6b4a1a"],
};

const DANCE: StageColours = {
  backs: [
    ["#3b0d2b", "#b0413e"],
    ["#101e3f", "#3f51b5"],
    ["#1f3b2b", "#c17c1e"],
  ],
  curtains: ["#9c1c1c", "#6a1b9a", "#ad1457", "#0d5c63", "#8b5a00"],
};

export function stage(ctx: Ctx): void {
  const { s, r, W, H } = ctx;
  const floorY = H * 0.66;
  stageSet(ctx, floorY, PLAY);
  const count = r.int(3, 6);
  const poses: Pose[] = ["cheer", "wave", "point", "stand", "dance"];
  for (let index = 0; index < count; index++) {
    const x = W * spread(0.25, 0.5, index, count) + r.range(-15, 15);
    const look = colourfulLook(r);
    s.add(
      person(x, floorY + H * r.range(0.04, 0.1), H * r.range(0.36, 0.42), look, r.pick(poses), r.chance(0.5) ? 1 : -1),
    );
  }
  audience(ctx, H * 0.86, H * 0.09);
}

export function dance(ctx: Ctx): void {
  const { s, r, W, H } = ctx;
  const floorY = H * 0.64;
  stageSet(ctx, floorY, DANCE);
  const count = r.int(3, 5);
  const skirt = r.pick(["#e91e63", "#ff9800", "#ffeb3b", "#00bcd4", "#e53935"]);
  const top = r.pick(["#ffd54f", "#4caf50", "#3f51b5", "#ffffff"]);
  for (let index = 0; index < count; index++) {
    const x = W * spread(0.22, 0.56, index, count);
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

/** Wall colours of the music room, top to bottom. */
const MUSIC_ROOMS: ReadonlyArray<[string, string]> = [
  ["#3e2723", "#8d6e63"],
  ["#1a237e", "#5c6bc0"],
  ["#4a148c", "#ab47bc"],
  ["#004d40", "#4db6ac"],
];

export function music(ctx: Ctx): void {
  const { s, r, W, H } = ctx;
  const floorY = H * 0.68;
  const back = r.pick(MUSIC_ROOMS);
  room(ctx, floorY, back, ["#b4824f", "#7a5230"]);
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
