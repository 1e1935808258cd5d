/** The school crest, drawn on a 256-unit grid and scaled to the size asked for. */
import { d, dScaled, line, path, Svg, text } from "#content/demo/lib/svg";

/** The shield outline, symmetric about x = 128: `top` of the point, `side` x of the right edge, `tip` of the base. */
function shieldOutline(
  k: number,
  top: number,
  side: number,
  shoulder: number,
  curveX: number,
  curveY: number,
  tip: number,
) {
  const mirror = (x: number) => 256 - x;
  return dScaled(
    k,
    "M",
    128,
    top,
    "L",
    side,
    shoulder,
    "L",
    side,
    120,
    "Q",
    curveX,
    curveY,
    128,
    tip,
    "Q",
    mirror(curveX),
    curveY,
    mirror(side),
    120,
    "L",
    mirror(side),
    shoulder,
    "Z",
  );
}

/** One page of the open book; `right` mirrors the left page about x = 128. */
function bookPage(k: number, right: boolean): string {
  const x = (value: number) => (right ? 256 - value : value);
  return dScaled(
    k,
    "M",
    x(72),
    150,
    "Q",
    x(100),
    140,
    x(126),
    152,
    "L",
    x(126),
    196,
    "Q",
    x(100),
    184,
    x(76),
    192,
    "Z",
  );
}

/** The school crest: a shield with a sun rising over a valley and an open book, on transparency. */
export function crestSvg(size = 256): string {
  const s = new Svg(size, size);
  const k = size / 256;
  s.add(path(shieldOutline(k, 12, 226, 44, 224, 200, 246), "#c9a227"));
  s.add(
    path(
      shieldOutline(k, 24, 214, 52, 212, 190, 232),
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
      dScaled(k, "M", 44, 124, "Q", 90, 96, 128, 124, "Q", 166, 96, 212, 124, "L", 210, 140, "L", 46, 140, "Z"),
      "#2e9e4f",
    ),
  );
  // book
  s.add(path(bookPage(k, false), "#ffffff"));
  s.add(path(bookPage(k, true), "#ffffff"));
  for (let index = 0; index < 3; index++) {
    s.add(line(84 * k, (160 + index * 9) * k, 118 * k, (162 + index * 9) * k, "#9fb3d9", 2 * k));
    s.add(line(138 * k, (162 + index * 9) * k, 172 * k, (160 + index * 9) * k, "#9fb3d9", 2 * k));
  }
  // ribbon
  s.add(
    path(
      dScaled(k, "M", 40, 206, "L", 216, 206, "L", 206, 222, "L", 216, 238, "L", 40, 238, "L", 50, 222, "Z"),
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
