/** The quiz: a screen, the quizmaster or a globe, and the house teams at their tables. */
import { HOUSE } from "#content/demo/lib/palettes";
import { person } from "#content/demo/lib/person";
import { circle, d, dClosed, path, rect, text } from "#content/demo/lib/svg";
import { room } from "./backdrops";
import type { Ctx } from "./context";
import { colourfulLook, randomLook } from "./people";

/** Backdrop colours of the quiz hall, top to bottom. */
const QUIZ_HALLS: ReadonlyArray<[string, string]> = [
  ["#0d47a1", "#1976d2"],
  ["#311b92", "#673ab7"],
  ["#004d40", "#00897b"],
  ["#b71c1c", "#e57373"],
  ["#263238", "#546e7a"],
  ["#4a148c", "#d81b60"],
];

export function quiz(ctx: Ctx): void {
  const { s, r, W, H } = ctx;
  const floorY = H * 0.62;
  const back = r.pick(QUIZ_HALLS);
  room(ctx, floorY, back, ["#546e7a", "#37474f"]);
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
      path(dClosed([W * side - H * 0.1, H * 0.36, W * side + H * 0.1, H * 0.36, W * side, H * 0.33]), "#8d6e63"),
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
