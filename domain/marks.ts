/**
 * Toppers' `division` is free text: "96.4%", "482/500", "Distinction (91%)",
 * "A1". Ordering needs a number, so read the most specific one it holds.
 * Returns null when it holds none; such toppers sort last.
 */
export function parseMarks(division: string): number | null {
  const fraction = division.match(/(\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)/);
  if (fraction) {
    const scored = Number(fraction[1]);
    const outOf = Number(fraction[2]);
    if (outOf > 0 && scored <= outOf) return round((scored / outOf) * 100);
  }
  const percent = division.match(/(\d+(?:\.\d+)?)\s*%/);
  if (percent) return round(Number(percent[1]));
  const plain = division.match(/(?:^|[^\w.])(\d+(?:\.\d+)?)(?![\w.])/);
  if (plain) {
    const value = Number(plain[1]);
    if (value <= 100) return round(value);
  }
  return null;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** Marks descending; unparseable last; ties keep their given order. */
export function byMarksDescending<T extends { division: string }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index, marks: parseMarks(item.division) }))
    .sort((a, b) => {
      if (a.marks === null || b.marks === null) {
        if (a.marks === b.marks) return a.index - b.index;
        return a.marks === null ? 1 : -1;
      }
      return b.marks - a.marks || a.index - b.index;
    })
    .map(({ item }) => item);
}
