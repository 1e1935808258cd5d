/** A head-and-shoulders figure for the portraits and the birthday avatars. */
import type { Rng } from "#content/demo/lib/random";
import { circle, d, dClosed, ellipse, line, path, poly, rect, type Svg } from "#content/demo/lib/svg";

export type PortraitKind = "boy" | "girl" | "woman" | "man";

/** Head, hair and shoulders centred in a box; `scale` 1 fits a 400x500 frame. */
export function bust(
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
  // shoulders and chest: `outer` wide at the bottom edge, `neck` wide at the collar line `neckY`
  const chest = (outer: number, curve: number, curveY: number, neck: number, neckY: number) =>
    d(
      "M",
      cx - outer * k,
      bottom,
      "Q",
      cx - curve * k,
      top + curveY * k,
      cx - neck * k,
      top + neckY * k,
      "L",
      cx + neck * k,
      top + neckY * k,
      "Q",
      cx + curve * k,
      top + curveY * k,
      cx + outer * k,
      bottom,
      "Z",
    );
  // a tie: `half` wide at the knot on `knotY`, `wide` at `wideY`, pointed at `tipY`
  const tie = (half: number, knotY: number, wide: number, wideY: number, tipY: number) => [
    cx - half * k,
    top + knotY * k,
    cx + half * k,
    top + knotY * k,
    cx + wide * k,
    top + wideY * k,
    cx,
    top + tipY * k,
    cx - wide * k,
    top + wideY * k,
  ];
  if (kind === "woman") {
    const saree = r.pick(["#8e1b3a", "#1b5e7a", "#6a1b9a", "#b23a1a", "#2e6b3a"]);
    // the pallu over the shoulder: from two points on the neckline down to two on the bottom edge
    const pallu = (x0: number, x1: number, x2: number, x3: number) =>
      dClosed([cx + x0 * k, top + 330 * k, cx + x1 * k, top + 330 * k, cx + x2 * k, bottom, cx + x3 * k, bottom]);
    s.add(path(chest(175, 170, 345, 60, 330), saree));
    s.add(path(pallu(-40, 15, -75, -140), "#e6b422"));
    s.add(path(pallu(-28, 3, -88, -120), saree, { opacity: 0.85 }));
  } else if (kind === "man") {
    s.add(path(chest(175, 170, 345, 60, 330), "#2b3445"));
    s.add(poly([cx - 45 * k, top + 330 * k, cx + 45 * k, top + 330 * k, cx, top + 440 * k], "#f5f7fa"));
    s.add(poly(tie(10, 345, 14, 430, 445), "#8b1a1a"));
  } else {
    const blazer = r.pick(["#1f2d5a", "#23395b", "#5b1a2a", "#1e4d3a"]);
    s.add(path(chest(170, 165, 350, 55, 335), blazer));
    s.add(
      poly(
        [cx - 42 * k, top + 335 * k, cx + 42 * k, top + 335 * k, cx + 20 * k, bottom, cx - 20 * k, bottom],
        "#f5f7fa",
      ),
    );
    s.add(poly(tie(9, 350, 13, 460, 478), r.pick(["#8b1a1a", "#1565c0", "#2e7d32"])));
    for (const side of [-1, 1])
      s.add(
        poly(
          [cx + side * 42 * k, top + 335 * k, cx + side * 8 * k, top + 345 * k, cx + side * 20 * k, top + 380 * k],
          "#ffffff",
        ),
      );
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
