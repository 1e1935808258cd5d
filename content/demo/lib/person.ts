/** Faceless flat-colour people: looks, poses and the figure itself. */
import { BOTTOM, HAIR, SHIRT, SKIN } from "./palettes";
import { circle, d, dClosed, ellipse, line, path, rect } from "./svg";

export type Look = { skin: string; hair: string; top: string; bottom: string; girl: boolean };

export type Pose = "stand" | "cheer" | "run" | "wave" | "point" | "sit" | "back" | "dance" | "tree";

type At = (dx: number, dy: number, turn?: number) => [number, number];

/** Where the hands are for a pose, as offsets in hundredths of the height from the feet. */
function handsFor(pose: Pose, at: At, facing: number): Array<[number, number]> {
  switch (pose) {
    case "cheer":
      return [at(-24, -112), at(24, -112)];
    case "tree":
      return [at(-10, -118), at(10, -118)];
    case "wave":
      return [at(-16, -47), at(22, -110, facing)];
    case "point":
      return [at(-15, -47, facing), at(36, -80, facing)];
    case "run":
      return [at(20, -62, facing), at(-20, -52, facing)];
    case "sit":
      return [at(-14, -52), at(14, -52)];
    case "dance":
      return [at(-30, -100), at(32, -70)];
    default:
      return [at(-16, -47), at(16, -47)];
  }
}

/**
 * A faceless person, feet at (x, base), `h` tall. Flat shapes only: the pictures
 * are meant to read as illustrations, and flat colour keeps the JPEGs small.
 */
export function person(x: number, base: number, h: number, look: Look, pose: Pose = "stand", facing = 1): string {
  const u = h / 100;
  const parts: string[] = [];
  const headY = base - 91 * u;
  const shoulderY = base - 77 * u;
  const hipY = base - 44 * u;
  const back = pose === "back";
  const limb = (x1: number, y1: number, x2: number, y2: number, color: string, width: number) =>
    line(x1, y1, x2, y2, color, width);

  // long hair behind the shoulders
  if (look.girl && !back) parts.push(ellipse(x, headY + 9 * u, 10 * u, 14 * u, look.hair));
  if (look.girl && back) parts.push(rect(x - 8 * u, headY, 16 * u, 24 * u, look.hair, { rx: 7 * u }));

  // legs
  const legColor = look.girl ? look.skin : look.bottom;
  if (pose === "run") {
    parts.push(limb(x - 3 * u, hipY, x - 17 * u * facing, base - 10 * u, legColor, 9 * u));
    parts.push(limb(x - 17 * u * facing, base - 10 * u, x - 24 * u * facing, base - 1 * u, legColor, 8 * u));
    parts.push(limb(x + 3 * u, hipY, x + 14 * u * facing, base - 22 * u, legColor, 9 * u));
    parts.push(limb(x + 14 * u * facing, base - 22 * u, x + 16 * u * facing, base, legColor, 8 * u));
  } else if (pose === "tree") {
    parts.push(limb(x, hipY, x, base, legColor, 9 * u));
    parts.push(limb(x + 2 * u, hipY + 4 * u, x + 15 * u, base - 25 * u, legColor, 8 * u));
    parts.push(limb(x + 15 * u, base - 25 * u, x + 2 * u, base - 18 * u, legColor, 7 * u));
  } else if (pose !== "sit") {
    parts.push(limb(x - 6 * u, hipY, x - 7 * u, base - 3 * u, legColor, 9 * u));
    parts.push(limb(x + 6 * u, hipY, x + 7 * u, base - 3 * u, legColor, 9 * u));
    parts.push(ellipse(x - 8 * u, base - 2 * u, 6 * u, 3 * u, "#202020"));
    parts.push(ellipse(x + 8 * u, base - 2 * u, 6 * u, 3 * u, "#202020"));
  }

  // trousers over the top of the legs, or a skirt
  if (look.girl && pose === "dance") {
    parts.push(
      path(
        d(
          "M",
          x - 12 * u,
          hipY - 6 * u,
          "L",
          x + 12 * u,
          hipY - 6 * u,
          "L",
          x + 34 * u,
          base - 6 * u,
          "Q",
          x,
          base + 2 * u,
          x - 34 * u,
          base - 6 * u,
          "Z",
        ),
        look.bottom,
      ),
    );
  } else if (look.girl && pose !== "sit") {
    parts.push(
      path(
        dClosed([
          x - 13 * u,
          hipY - 6 * u,
          x + 13 * u,
          hipY - 6 * u,
          x + 18 * u,
          hipY + 16 * u,
          x - 18 * u,
          hipY + 16 * u,
        ]),
        look.bottom,
      ),
    );
  } else if (pose !== "sit") {
    parts.push(rect(x - 12 * u, hipY - 6 * u, 24 * u, 12 * u, look.bottom, { rx: 3 * u }));
  }

  // neck (behind the torso), then the torso
  parts.push(rect(x - 3.5 * u, headY + 5 * u, 7 * u, 10 * u, look.skin));
  parts.push(rect(x - 13 * u, shoulderY - 4 * u, 26 * u, hipY - shoulderY + 4 * u, look.top, { rx: 7 * u }));

  // arms
  const sl = { x: x - 11 * u, y: shoulderY + 1 * u };
  const sr = { x: x + 11 * u, y: shoulderY + 1 * u };
  const at = (dx: number, dy: number, turn = 1): [number, number] => [x + dx * u * turn, base + dy * u];
  const [left, right] = handsFor(pose, at, facing);
  parts.push(limb(sl.x, sl.y, left[0], left[1], look.top, 7 * u));
  parts.push(limb(sr.x, sr.y, right[0], right[1], look.top, 7 * u));
  parts.push(circle(left[0], left[1], 3.8 * u, look.skin));
  parts.push(circle(right[0], right[1], 3.8 * u, look.skin));

  // head
  if (back) {
    parts.push(circle(x, headY, 8.6 * u, look.hair));
  } else {
    parts.push(circle(x, headY - 1.2 * u, 8.9 * u, look.hair));
    parts.push(circle(x + 0.6 * u * facing, headY + 1.2 * u, 7.7 * u, look.skin));
    if (look.girl) parts.push(circle(x - 7 * u * facing, headY - 6 * u, 3.6 * u, look.hair));
  }
  return parts.join("");
}

/** A look in school uniform: white or pale shirt, navy/grey/maroon bottom. */
export function uniformLook(pick: <T>(items: readonly T[]) => T, girl: boolean, top?: string): Look {
  return { skin: pick(SKIN), hair: pick(HAIR), top: top ?? pick(SHIRT), bottom: pick(BOTTOM), girl };
}
