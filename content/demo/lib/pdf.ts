/**
 * Minimal one-page PDF 1.4 documents written by hand: Helvetica text, a coloured
 * header band, no compression, no dates, so the same input gives the same bytes.
 */

export type PdfDocument = {
  /** Shown in the header band, e.g. the school's name. */
  issuer: string;
  /** A line under the issuer, e.g. the address. */
  issuerLine: string;
  title: string;
  /** Lines: "# text" is a subheading, "- text" a bullet, "| a | b" a two-column row, "" a gap, else a paragraph. */
  lines: string[];
  footer?: string;
  /** The catalog's `/Lang` (the disclosure's documents, issue 25); absent in the older demo PDFs, which stay as they were. */
  language?: string;
};

const pageWidth = 595;
const pageHeight = 842;
const margin = 56;

/** PDF text strings are Latin-1 here; anything outside printable ASCII is replaced. */
function pdfString(value: string): string {
  const ascii = value
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/\u20b9/g, "Rs.")
    .replace(/[^\x20-\x7e]/g, "?");
  return `(${ascii.replace(/\\/g, "\\\\").replace(/\(/g, "\\(").replace(/\)/g, "\\)")})`;
}

/** Helvetica advance widths (1/1000 em) for ASCII 32..126, from the standard AFM. */
const helveticaWidths = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];

/** Width in points; bold is estimated as a little wider than regular. */
export function textWidth(value: string, size: number, bold = false): number {
  let units = 0;
  for (const char of value) units += helveticaWidths[char.charCodeAt(0) - 32] ?? 556;
  return (units / 1000) * size * (bold ? 1.08 : 1);
}

function wrap(value: string, maxWidth: number, size: number, bold = false): string[] {
  const words = value.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = "";
  for (const word of words) {
    if (current && textWidth(`${current} ${word}`, size, bold) > maxWidth) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

function contentStream(doc: PdfDocument): string {
  const ops: string[] = [];
  const textAt = (font: "F1" | "F2", size: number, x: number, y: number, value: string, rgb = "0.15 0.15 0.15") =>
    ops.push(`BT ${rgb} rg /${font} ${size} Tf ${x.toFixed(1)} ${y.toFixed(1)} Td ${pdfString(value)} Tj ET`);

  // header band and rule
  ops.push("0.122 0.235 0.533 rg", `0 ${pageHeight - 96} ${pageWidth} 96 re f`);
  ops.push("0.788 0.635 0.153 rg", `0 ${pageHeight - 102} ${pageWidth} 6 re f`);
  for (const [value, size, bold] of [
    [doc.issuer, 18, true],
    [doc.issuerLine, 10, false],
    [doc.footer ?? "", 9, false],
  ] as const) {
    if (textWidth(value, size, bold) > pageWidth - margin * 2) throw new Error(`line too wide for the page: ${value}`);
  }
  textAt("F2", 18, margin, pageHeight - 48, doc.issuer, "1 1 1");
  textAt("F1", 10, margin, pageHeight - 70, doc.issuerLine, "0.85 0.89 0.97");

  let y = pageHeight - 150;
  const usable = pageWidth - margin * 2;
  for (const titleLine of wrap(doc.title, usable, 16, true)) {
    textAt("F2", 16, margin, y, titleLine, "0.545 0.102 0.102");
    y -= 22;
  }
  y -= 8;
  // each run of table rows shares a first-column width that fits its widest first cell
  const firstWidths = new Map<number, number>();
  for (let start = 0; start < doc.lines.length; start++) {
    if (!doc.lines[start].startsWith("|")) continue;
    let end = start;
    while (end < doc.lines.length && doc.lines[end].startsWith("|")) end++;
    const width =
      Math.max(...doc.lines.slice(start, end).map((row) => textWidth(row.split("|")[1].trim(), 11, true))) + 18;
    for (let index = start; index < end; index++) firstWidths.set(index, width);
    start = end;
  }
  for (const [lineIndex, raw] of doc.lines.entries()) {
    if (y < 90) throw new Error(`too much text for one page: ${doc.title}`);
    if (raw === "") {
      y -= 8;
    } else if (raw.startsWith("# ")) {
      y -= 6;
      textAt("F2", 12, margin, y, raw.slice(2), "0.122 0.235 0.533");
      y -= 18;
    } else if (raw.startsWith("- ")) {
      wrap(raw.slice(2), usable - 18, 11).forEach((part, index) => {
        if (index === 0) textAt("F1", 11, margin + 6, y, "-");
        textAt("F1", 11, margin + 18, y, part);
        y -= 15;
      });
    } else if (raw.startsWith("|")) {
      const cells = raw
        .split("|")
        .slice(1)
        .map((cell) => cell.trim());
      const firstWidth = cells.length > 1 ? (firstWidths.get(lineIndex) ?? usable) : usable;
      const columnWidth = cells.length > 1 ? (usable - firstWidth) / (cells.length - 1) : usable;
      cells.forEach((cell, index) => {
        const width = index === 0 ? firstWidth : columnWidth;
        if (textWidth(cell, 11, index === 0) > width - 6) throw new Error(`table cell too wide for the page: ${cell}`);
        textAt(
          index === 0 ? "F2" : "F1",
          11,
          index === 0 ? margin : margin + firstWidth + (index - 1) * columnWidth,
          y,
          cell,
        );
      });
      ops.push("0.85 0.85 0.85 rg", `${margin} ${(y - 5).toFixed(1)} ${pageWidth - margin * 2} 0.6 re f`);
      y -= 18;
    } else {
      for (const part of wrap(raw, usable, 11)) {
        textAt("F1", 11, margin, y, part);
        y -= 15;
      }
      y -= 4;
    }
  }
  ops.push("0.788 0.635 0.153 rg", `${margin} 60 ${pageWidth - margin * 2} 1 re f`);
  textAt("F1", 9, margin, 44, doc.footer ?? doc.issuer, "0.4 0.4 0.4");
  return `${ops.join("\n")}\n`;
}

/** Builds the file: objects in order, then an xref table whose offsets are counted in bytes. */
export function makePdf(doc: PdfDocument): Buffer {
  const stream = contentStream(doc);
  const objects = [
    doc.language
      ? `<< /Type /Catalog /Pages 2 0 R /Lang ${pdfString(doc.language)} >>`
      : "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageWidth} ${pageHeight}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}endstream`,
    `<< /Title ${pdfString(doc.title)} /Author ${pdfString(doc.issuer)} /Producer (content/demo/generate-files.ts) >>`,
  ];
  const header = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  let body = header;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}
