/** Scenes among books: the library and a literary club event. */
import { person } from "#content/demo/lib/person";
import { bookRow } from "#content/demo/lib/props";
import { d, dClosed, ellipse, line, path, poly, rect } from "#content/demo/lib/svg";
import { interior } from "./backdrops";
import { type Ctx, spread } from "./context";
import { BOOKS } from "./palettes";
import { colourfulLook, randomLook } from "./people";

export function library(ctx: Ctx): void {
  const { s, r, W, H } = ctx;
  const floorY = H * 0.72;
  interior(ctx, floorY);
  const cases = W > H * 1.8 ? 4 : 3;
  const cw = (W * 0.92) / cases;
  for (let index = 0; index < cases; index++) {
    const x = W * 0.04 + index * cw + cw * 0.04;
    const w = cw * 0.92;
    s.add(rect(x, H * 0.06, w, floorY - H * 0.06, "#6d4c33"));
    const shelves = 4;
    const sh = (floorY - H * 0.1) / shelves;
    for (let shelf = 0; shelf < shelves; shelf++) {
      const y = H * 0.08 + sh * (shelf + 1);
      s.add(rect(x + 6, y - sh + 6, w - 12, sh - 6, "#4a3222"));
      s.add(bookRow(x + 10, y - 2, w - 20, sh * 0.8, BOOKS, () => r.next()));
      s.add(rect(x, y - 2, w, 6, "#8a6445"));
    }
  }
  // reading table with students
  s.add(rect(W * 0.12, H * 0.74, W * 0.76, H * 0.05, "#a47148"));
  const count = r.int(3, 5);
  for (let index = 0; index < count; index++) {
    const x = W * spread(0.18, 0.64, index, count);
    s.add(person(x, H * 0.98, H * 0.42, randomLook(r), "sit"));
    s.add(
      path(
        dClosed([
          x - H * 0.07,
          H * 0.745,
          x,
          H * 0.735,
          x + H * 0.07,
          H * 0.745,
          x + H * 0.07,
          H * 0.765,
          x,
          H * 0.755,
          x - H * 0.07,
          H * 0.765,
        ]),
        "#fafafa",
        { stroke: "#bbb", "stroke-width": 1 },
      ),
    );
  }
  s.add(rect(W * 0.12, H * 0.785, W * 0.76, H * 0.03, "#8a5a35"));
  s.add(
    rect(W * 0.14, H * 0.81, W * 0.03, H * 0.19, "#6d4529"),
    rect(W * 0.83, H * 0.81, W * 0.03, H * 0.19, "#6d4529"),
  );
}

export function literary(ctx: Ctx): void {
  const { s, r, W, H } = ctx;
  const floorY = H * 0.7;
  interior(ctx, floorY);
  // shelves in the background
  for (let index = 0; index < 2; index++) {
    const x = index === 0 ? W * 0.03 : W * 0.72;
    s.add(rect(x, H * 0.08, W * 0.25, floorY - H * 0.08, "#6d4c33"));
    for (let shelf = 0; shelf < 4; shelf++)
      s.add(bookRow(x + 8, H * (0.22 + shelf * 0.14), W * 0.25 - 16, H * 0.11, BOOKS, () => r.next()));
  }
  // podium and speaker
  const px = W * r.range(0.42, 0.58);
  s.add(person(px, H * 0.78, H * 0.5, colourfulLook(r), "wave"));
  s.add(
    poly(
      [px - H * 0.12, H * 0.52, px + H * 0.12, H * 0.52, px + H * 0.09, H * 0.85, px - H * 0.09, H * 0.85],
      "#5d4037",
    ),
  );
  s.add(rect(px - H * 0.13, H * 0.5, H * 0.26, H * 0.04, "#795548"));
  // speech bubble
  s.add(
    ellipse(px + W * 0.15, H * 0.16, W * 0.1, H * 0.09, "#ffffff"),
    poly([px + W * 0.08, H * 0.22, px + W * 0.1, H * 0.24, px + W * 0.04, H * 0.3], "#ffffff"),
  );
  for (let index = 0; index < 3; index++)
    s.add(rect(px + W * 0.09, H * (0.12 + index * 0.03), W * (0.12 - index * 0.02), H * 0.012, "#90a4ae"));
  // open book in the foreground with a quill
  const bx = W * 0.22;
  const by = H * 0.9;
  const bw = H * 0.22;
  s.add(
    path(
      d(
        "M",
        bx - bw,
        by,
        "Q",
        bx - bw / 2,
        by - H * 0.08,
        bx,
        by - H * 0.02,
        "Q",
        bx + bw / 2,
        by - H * 0.08,
        bx + bw,
        by,
        "L",
        bx + bw,
        by + H * 0.05,
        "Q",
        bx + bw / 2,
        by - H * 0.03,
        bx,
        by + H * 0.03,
        "Q",
        bx - bw / 2,
        by - H * 0.03,
        bx - bw,
        by + H * 0.05,
        "Z",
      ),
      "#fffaf0",
      { stroke: "#a1887f", "stroke-width": 2 },
    ),
  );
  for (let index = 0; index < 4; index++) {
    s.add(
      line(
        bx - bw * 0.8,
        by - H * 0.01 + index * H * 0.012,
        bx - bw * 0.2,
        by - H * 0.02 + index * H * 0.012,
        "#bcaaa4",
        2,
      ),
    );
    s.add(
      line(
        bx + bw * 0.2,
        by - H * 0.02 + index * H * 0.012,
        bx + bw * 0.8,
        by - H * 0.01 + index * H * 0.012,
        "#bcaaa4",
        2,
      ),
    );
  }
  s.add(
    path(
      d(
        "M",
        W * 0.8,
        by + H * 0.02,
        "Q",
        W * 0.82,
        by - H * 0.15,
        W * 0.88,
        by - H * 0.22,
        "Q",
        W * 0.86,
        by - H * 0.08,
        W * 0.8,
        by + H * 0.02,
        "Z",
      ),
      "#eceff1",
      { stroke: "#90a4ae", "stroke-width": 2 },
    ),
  );
  for (let index = 0; index < 3; index++)
    s.add(rect(W * 0.6, H * (0.93 - index * 0.035), H * 0.2, H * 0.035, BOOKS[(index + 3) % BOOKS.length], { rx: 3 }));
}
