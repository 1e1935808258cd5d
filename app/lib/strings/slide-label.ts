/**
 * "3 of 14", spoken for each carousel slide and each photo of the viewer. A file of its own:
 * the photo viewer's island needs this text alone, not every page's texts (common.ts).
 */
export function slideLabel(position: number, total: number): string {
  return `${position} of ${total}`;
}
