/**
 * The quick-link tiles' icons (PathIcon in ../icon.tsx): drawn on Home only,
 * so they travel with Home's JavaScript and not with every page's.
 */
export const tileIcons = {
  teacher: "M4 4h16v11H4zM8 20l4-5 4 5M7 8h6M7 11h4",
  principal: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0M12 14l-1.5 3 1.5 2 1.5-2z",
  exam: "M6 3h9l4 4v14H6zM15 3v4h4M9 12l2 2 4-4M9 17h6",
  help: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17.5v.01",
  admission: "M4 21V8l8-5 8 5v13H4zM9 21v-6h6v6M9 11h6",
  software: "M3 4h18v12H3zM8 20h8M12 16v4M7 8l3 2-3 2M12 12h4",
} as const;

export type TileIcon = keyof typeof tileIcons;
