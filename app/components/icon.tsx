/**
 * Inline SVG icons (no icon font: no extra request, no flash of missing
 * glyphs). Simple strokes on a 24-unit grid, drawn for this site. Always
 * decorative: the control around an icon carries the accessible name.
 *
 * These are the icons of the layout and of several pages, in every page's
 * JavaScript; an icon that one page alone draws lives beside that page's
 * code and goes through `PathIcon` (home/tile-icons.ts, the carousel's arrows).
 */
const paths = {
  menu: "M3 6h18M3 12h18M3 18h18",
  chevronDown: "M6 9l6 6 6-6",
  arrowUp: "M12 19V5M5 12l7-7 7 7",
  close: "M6 6l12 12M18 6L6 18",
  pause: "M8 5v14M16 5v14",
  play: "M7 4l13 8-13 8z",
  /** A page with a folded corner: the Mandatory Public Disclosure's link (issue 25). */
  document: "M6 2h9l5 5v15H6zM14 2v6h6M9 13h8M9 17h8",
  paperclip: "M20 11l-8.5 8.5a5 5 0 0 1-7-7L13 4a3.3 3.3 0 0 1 4.7 4.7L9.2 17.2a1.7 1.7 0 0 1-2.4-2.4L14.5 7",
  phone: "M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z",
  mail: "M3 5h18v14H3zM3 6l9 7 9-7",
  mapPin: "M12 21s-7-6.3-7-12a7 7 0 0 1 14 0c0 5.7-7 12-7 12zM12 11.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z",
  globe:
    "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.7 3.5 5.7 3.5 9s-1 6.3-3.5 9c-2.5-2.7-3.5-5.7-3.5-9s1-6.3 3.5-9z",
  video: "M3 6h13v12H3zM16 10l5-3v10l-5-3",
  search: "M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM20 20l-4.9-4.9",
  apple:
    "M16 3c-1.5.2-3 1.5-3 3.2 1.6.1 3-1.3 3-3.2zM12 7.5c-1.2 0-2-.7-3.3-.7C6.5 6.8 5 8.7 5 11.5 5 15.4 7.5 21 10 21c1 0 1.3-.6 2-.6s1 .6 2 .6c1.6 0 3.2-2.6 4-5-1.7-.8-2.5-2.2-2.5-3.8 0-1.5.8-2.6 2-3.3-.8-1.2-2-1.9-3.3-1.9-1 0-1.6.5-2.2.5z",
  android:
    "M6 10h12v8H6zM8 18v3M16 18v3M3.5 11v5M20.5 11v5M7 10a5 5 0 0 1 10 0M9 7.5v.01M15 7.5v.01M8 4l1.5 2.5M16 4l-1.5 2.5",
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <PathIcon path={paths[name]} className={className} />;
}

/** An icon drawn from its path: the same 24-unit grid and stroke as every icon here. */
export function PathIcon({ path, className }: { path: string; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : "icon"}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
