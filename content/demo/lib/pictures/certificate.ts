/** The transfer certificate issued as a picture rather than a PDF. */
import { circle, d, line, path, radialBackdrop, rect, Svg, text } from "#content/demo/lib/svg";
import { crestSvg } from "./crest";

export type CertificateFields = {
  school: string;
  address: string;
  title: string;
  rows: Array<[label: string, value: string]>;
};

/** A scrawl through the points `xs` (each `rises[i - 1]` above `sy`) over a line, and the signer's title under it. */
function signature(
  s: Svg,
  sy: number,
  xs: number[],
  rises: number[],
  lineFrom: number,
  lineTo: number,
  title: string,
): void {
  s.add(
    path(
      d(
        "M",
        xs[0],
        sy,
        "Q",
        xs[1],
        sy - rises[0],
        xs[2],
        sy - rises[1],
        "T",
        xs[3],
        sy - rises[2],
        "T",
        xs[4],
        sy - rises[3],
      ),
      "none",
      { stroke: "#1f3c88", "stroke-width": 3 },
    ),
  );
  s.add(
    line(lineFrom, sy + 20, lineTo, sy + 20, "#4a4a4a", 2),
    text((lineFrom + lineTo) / 2, sy + 50, title, 18, "#4a4a4a", { "text-anchor": "middle" }),
  );
}

/** A certificate page as a picture: cream paper, double border, crest, fields and signatures. */
export function certificateSvg(fields: CertificateFields, width = 900, height = 1270): string {
  const s = new Svg(width, height);
  s.add(radialBackdrop(s, ["#fffdf5", "#f3ead2"], 0.45));
  s.add(rect(30, 30, width - 60, height - 60, "none", { stroke: "#8b1a1a", "stroke-width": 8 }));
  s.add(rect(48, 48, width - 96, height - 96, "none", { stroke: "#c9a227", "stroke-width": 3 }));
  for (const [cx, cy] of [
    [48, 48],
    [width - 48, 48],
    [48, height - 48],
    [width - 48, height - 48],
  ]) {
    s.add(circle(cx, cy, 14, "#c9a227"));
  }
  const crest = crestSvg(150)
    .replace(/^<svg[^>]*>/, "")
    .replace(/<\/svg>$/, "");
  s.add(
    `<g transform="translate(${(width - 150) / 2} 80)">${crest.replace(/id="g(\d+)"/g, 'id="c$1"').replace(/url\(#g(\d+)\)/g, "url(#c$1)")}</g>`,
  );
  s.add(
    text(width / 2, 290, fields.school.toUpperCase(), 34, "#1f3c88", {
      "text-anchor": "middle",
      "font-weight": "bold",
      "font-family": "DejaVu Serif",
    }),
  );
  s.add(text(width / 2, 328, fields.address, 18, "#4a4a4a", { "text-anchor": "middle" }));
  s.add(line(120, 360, width - 120, 360, "#c9a227", 3));
  s.add(
    text(width / 2, 420, fields.title.toUpperCase(), 36, "#8b1a1a", {
      "text-anchor": "middle",
      "font-weight": "bold",
      "font-family": "DejaVu Serif",
      "letter-spacing": 3,
    }),
  );
  fields.rows.forEach(([label, value], index) => {
    const y = 490 + index * 47;
    s.add(text(110, y, label, 21, "#4a4a4a"));
    s.add(text(430, y, value, 22, "#1a1a1a", { "font-weight": "bold" }));
    s.add(line(425, y + 10, width - 110, y + 10, "#b9ad8f", 1.5, { "stroke-dasharray": "4 4" }));
  });
  const sy = height - 170;
  signature(s, sy, [130, 160, 190, 250, 300], [40, 5, 10, 8], 110, 340, "Class Teacher");
  signature(
    s,
    sy,
    [width - 320, width - 290, width - 260, width - 200, width - 140],
    [45, 6, 12, 4],
    width - 340,
    width - 110,
    "Principal",
  );
  s.add(circle(width / 2, sy + 10, 62, "none", { stroke: "#8b1a1a", "stroke-width": 4, opacity: 0.55 }));
  s.add(circle(width / 2, sy + 10, 48, "none", { stroke: "#8b1a1a", "stroke-width": 2, opacity: 0.55 }));
  s.add(
    text(width / 2, sy + 17, "SVPS", 20, "#8b1a1a", { "text-anchor": "middle", "font-weight": "bold", opacity: 0.6 }),
  );
  return s.toString();
}
