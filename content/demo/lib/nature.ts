/** Trees and clouds for the outdoor scenes. */
import { circle, d, ellipse, fmt, group, path, rect } from "./svg";

export function tree(
  x: number,
  base: number,
  h: number,
  greens: readonly string[],
  kind: "round" | "tall" | "palm",
): string {
  const parts: string[] = [];
  if (kind === "palm") {
    parts.push(
      path(
        d(
          "M",
          x - h * 0.03,
          base,
          "Q",
          x + h * 0.02,
          base - h * 0.5,
          x + h * 0.08,
          base - h * 0.92,
          "L",
          x + h * 0.11,
          base - h * 0.92,
          "Q",
          x + h * 0.06,
          base - h * 0.5,
          x + h * 0.03,
          base,
          "Z",
        ),
        "#7a5530",
      ),
    );
    const cx = x + h * 0.095;
    const cy = base - h * 0.93;
    for (let index = 0; index < 7; index++) {
      const angle = -170 + index * 27;
      const ex = cx + Math.cos((angle * Math.PI) / 180) * h * 0.17;
      const ey = cy + Math.sin((angle * Math.PI) / 180) * h * 0.12 + h * 0.04;
      parts.push(
        ellipse(ex, ey, h * 0.2, h * 0.045, greens[index % greens.length], {
          transform: `rotate(${fmt(angle + 8)} ${fmt(ex)} ${fmt(ey)})`,
        }),
      );
    }
    return parts.join("");
  }
  if (kind === "tall") {
    parts.push(rect(x - h * 0.025, base - h * 0.3, h * 0.05, h * 0.3, "#6b4a2b"));
    parts.push(ellipse(x, base - h * 0.58, h * 0.15, h * 0.42, greens[0]));
    parts.push(ellipse(x - h * 0.04, base - h * 0.62, h * 0.08, h * 0.3, greens[1], { opacity: 0.8 }));
    return parts.join("");
  }
  parts.push(rect(x - h * 0.04, base - h * 0.45, h * 0.08, h * 0.45, "#6b4a2b"));
  parts.push(circle(x - h * 0.17, base - h * 0.55, h * 0.22, greens[0]));
  parts.push(circle(x + h * 0.17, base - h * 0.58, h * 0.23, greens[0]));
  parts.push(circle(x, base - h * 0.74, h * 0.27, greens[1]));
  parts.push(circle(x - h * 0.07, base - h * 0.8, h * 0.13, greens[2], { opacity: 0.7 }));
  return parts.join("");
}

export function cloud(x: number, y: number, size: number, opacity = 0.9): string {
  return group(
    [
      ellipse(x, y, size, size * 0.42, "#ffffff"),
      ellipse(x - size * 0.45, y + size * 0.08, size * 0.55, size * 0.3, "#ffffff"),
      ellipse(x + size * 0.2, y - size * 0.25, size * 0.5, size * 0.38, "#ffffff"),
    ],
    { opacity },
  );
}
