/** Draws any scene kind as an SVG document. */
import { Rng } from "#content/demo/lib/random";
import { Svg } from "#content/demo/lib/svg";
import { assembly, campus, flagScene } from "./campus";
import { classroom, mathScene } from "./classroom";
import type { Ctx } from "./context";
import { art, exhibition } from "./exhibition";
import { festival } from "./festival";
import { computerLab, lab } from "./lab";
import { library, literary } from "./library";
import { garden, trip } from "./outdoors";
import { quiz } from "./quiz";
import { type SceneKind, sceneKinds } from "./scene-kinds";
import { sports, trophyScene, yoga } from "./sports";
import { dance, music, stage } from "./stage";

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

/** Scenes with lettering (notes, formulas, letters, numbers) are never mirrored. */
const lettered = new Set<SceneKind>(["music", "math", "quiz", "trophy"]);

/** The other scenes may be drawn mirrored, for more variety from the same painter. */
const mirrorable = new Set<SceneKind>(sceneKinds.filter((kind) => !lettered.has(kind)));

export function sceneSvg(kind: SceneKind, seed: string, width: number, height: number): string {
  const s = new Svg(width, height);
  painters[kind]({ s, r: new Rng(`${kind}:${seed}`), W: width, H: height });
  return s.toString(mirrorable.has(kind) && new Rng(`mirror:${seed}`).chance(0.5));
}
