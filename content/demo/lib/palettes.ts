/** Colours shared by the people, scenes and portraits. */

export const SKIN = ["#8d5524", "#9c6434", "#b5773f", "#c68642", "#d19a6a", "#a86b3c", "#e0ac69"] as const;
export const HAIR = ["#141414", "#1f1410", "#2b1b12", "#3a2418"] as const;
export const HOUSE = ["#d63b3b", "#2f6fd6", "#2e9e4f", "#e8b51e"] as const;
export const SHIRT = ["#f6f7fb", "#dbe9f7", "#f6f7fb", "#eef3fa"] as const;
export const BOTTOM = ["#26335e", "#4a5162", "#6b1d2a", "#2d3f6e"] as const;
export const BRIGHT = [
  "#e4572e",
  "#f3a712",
  "#29b6f6",
  "#8e44ad",
  "#2ecc71",
  "#e84393",
  "#00a8a8",
  "#ff7f50",
  "#3f51b5",
] as const;
