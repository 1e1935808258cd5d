/** The communication portal's messages view in a browser window. */
import { BRIGHT } from "#content/demo/lib/palettes";
import { circle, poly, rect, text } from "#content/demo/lib/svg";
import { bars, browser, erpCanvas } from "./erp-frame";

export function communicationPortalSvg(): string {
  const { r, s, W, H } = erpCanvas("erp:communication", ["#e0f2ef", "#f6fbfa"]);
  const view = browser(s, 40, 30, W - 80, H - 60, "portal.example.in/messages");
  s.add(rect(view.x, view.y, view.w, 56, "#00796b"));
  s.add(text(view.x + 24, view.y + 36, "Communication", 20, "#ffffff", { "font-weight": "bold" }));
  // conversations
  const listW = 340;
  s.add(rect(view.x, view.y + 56, listW, view.h - 56, "#f3f6f8"));
  for (let index = 0; index < 7; index++) {
    const y = view.y + 80 + index * 78;
    if (index === 1) s.add(rect(view.x, y - 14, listW, 74, "#dff1ee"));
    s.add(circle(view.x + 40, y + 22, 22, BRIGHT[index % BRIGHT.length]));
    s.add(
      rect(view.x + 76, y + 6, r.range(120, 200), 10, "#7a8797", { rx: 5 }),
      rect(view.x + 76, y + 28, r.range(150, 230), 8, "#c8d1da", { rx: 4 }),
    );
  }
  // chat
  const cx = view.x + listW;
  const cw = view.w - listW;
  for (let index = 0; index < 5; index++) {
    const mine = index % 2 === 1;
    const bw = r.range(260, 420);
    const bh = index === 2 ? 110 : 64;
    const y = view.y + 80 + index * 90 + (index > 2 ? 46 : 0);
    const x = mine ? cx + cw - bw - 30 : cx + 30;
    s.add(rect(x, y, bw, bh, mine ? "#cdebe5" : "#ffffff", { rx: 14, stroke: "#e0e6ea", "stroke-width": 2 }));
    bars(s, x + 18, y + 18, bw - 40, index === 2 ? 3 : 2, r, mine ? "#8cc7b9" : "#c8d1da", 9);
    if (index === 2)
      s.add(
        rect(x + bw - 80, y + 20, 56, 70, "#ef5350", { rx: 6 }),
        text(x + bw - 68, y + 62, "PDF", 14, "#ffffff", { "font-weight": "bold" }),
      );
  }
  s.add(rect(cx + 20, view.y + view.h - 70, cw - 120, 46, "#f3f6f8", { rx: 23 }));
  s.add(circle(cx + cw - 60, view.y + view.h - 47, 23, "#00796b"));
  s.add(
    poly(
      [cx + cw - 70, view.y + view.h - 57, cx + cw - 48, view.y + view.h - 47, cx + cw - 70, view.y + view.h - 37],
      "#ffffff",
    ),
  );
  return s.toString();
}
