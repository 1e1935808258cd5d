/** Neutral grey stand-ins for a missing picture, portrait or avatar. */
import { circle, d, ellipse, path, poly, rect, Svg } from "#content/demo/lib/svg";

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
