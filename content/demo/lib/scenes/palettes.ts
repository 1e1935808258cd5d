/** Colours of skies, greenery, buildings, rooms and books in the scenes. */

export const SKIES: ReadonlyArray<[string, string]> = [
  ["#6fb7ea", "#d7efff"],
  ["#4f9fe0", "#bfe3ff"],
  ["#f0a868", "#ffe6bd"],
  ["#8c9be6", "#f6cadb"],
  ["#3f8ad6", "#a9dcff"],
  ["#7cc3e8", "#fff1cf"],
];

export const GREENS: ReadonlyArray<readonly string[]> = [
  ["#2e7d32", "#43a047", "#7bc67e"],
  ["#33691e", "#558b2f", "#8bc34a"],
  ["#1b5e20", "#388e3c", "#81c784"],
  ["#2f6b3a", "#4c9a55", "#9ccc65"],
];

export const WALLS = ["#f3e3c3", "#f0d9b5", "#ecd2a6", "#f5efe6", "#e8d3b0", "#e3b7a0", "#f1e0cf"] as const;

export const TRIMS = ["#8b2e2e", "#6d3b1f", "#7a1f2b", "#2f4f7f", "#b5562b", "#5a3e8a"] as const;

export const INTERIOR: ReadonlyArray<[string, string]> = [
  ["#f6efe2", "#e9dcc6"],
  ["#e7f2f0", "#cfe3df"],
  ["#f1e9f5", "#ddd0e6"],
  ["#fdf3df", "#f0dcb8"],
  ["#e9eff9", "#d0dcef"],
  ["#f7ebe4", "#e8d2c4"],
];

export const FLOORS: ReadonlyArray<[string, string]> = [
  ["#b98b5e", "#8d6440"],
  ["#c9c2b5", "#a59c8c"],
  ["#a7b4bf", "#7f8d99"],
  ["#c79a6b", "#9b7048"],
];

export const BOOKS = [
  "#c0392b",
  "#2471a3",
  "#1e8449",
  "#b7950b",
  "#6c3483",
  "#d35400",
  "#117a65",
  "#34495e",
  "#a93226",
  "#2e86c1",
] as const;
