/** Portraits of the principal and the toppers, and the birthday avatars. */
import { BRIGHT, HAIR, SKIN } from "#content/demo/lib/palettes";
import { Rng } from "#content/demo/lib/random";
import { circle, line, poly, radialBackdrop, rect, Svg } from "#content/demo/lib/svg";
import { bust, type PortraitKind } from "./bust";

const BACKDROPS: ReadonlyArray<[string, string]> = [
  ["#cfe3f7", "#8fb3d9"],
  ["#e3e7ee", "#a7b1c2"],
  ["#d6efe8", "#8cc7b5"],
  ["#f3e4cf", "#d2b48c"],
  ["#e8def5", "#b39ddb"],
  ["#fde2cf", "#f0a87c"],
];

export function portraitSvg(seed: string, kind: PortraitKind, width = 400, height = 500): string {
  const r = new Rng(`portrait:${seed}`);
  const s = new Svg(width, height);
  const backdrop = r.pick(BACKDROPS);
  s.add(radialBackdrop(s, backdrop, 0.35));
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
