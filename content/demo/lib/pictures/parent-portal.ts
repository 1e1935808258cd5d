/** The parent portal's dashboard in a browser window. */
import { circle, rect, text } from "#content/demo/lib/svg";
import { browser, card, erpCanvas } from "./erp-frame";

export function parentPortalSvg(): string {
  const { r, s, W, H } = erpCanvas("erp:parent", ["#dbe8f7", "#f4f7fb"]);
  const view = browser(s, 40, 30, W - 80, H - 60, "portal.example.in/parent");
  // sidebar
  s.add(rect(view.x, view.y, 220, view.h, "#1f2d5a"), rect(view.x, view.y + view.h - 12, 220, 12, "#1f2d5a"));
  s.add(circle(view.x + 40, view.y + 40, 18, "#f3a712"));
  s.add(text(view.x + 68, view.y + 46, "Parent Portal", 16, "#ffffff", { "font-weight": "bold" }));
  for (let index = 0; index < 8; index++) {
    const y = view.y + 90 + index * 44;
    if (index === 0) s.add(rect(view.x + 10, y - 14, 200, 36, "#ffffff", { opacity: 0.14, rx: 8 }));
    s.add(
      rect(view.x + 24, y - 4, 14, 14, "#8fa3d1", { rx: 3 }),
      rect(view.x + 50, y, r.range(80, 130), 8, "#c5d0ea", { rx: 4 }),
    );
  }
  const mx = view.x + 250;
  s.add(text(mx, view.y + 50, "Dashboard", 22, "#1f2d5a", { "font-weight": "bold" }));
  const cards = ["#2f6fd6", "#2e9e4f", "#f3a712", "#d63b3b"];
  const cw = (view.w - 280) / 4 - 16;
  cards.forEach((colour, index) => {
    const x = mx + index * (cw + 16);
    s.add(card(x, view.y + 75, cw, 100));
    s.add(rect(x, view.y + 75, 6, 100, colour, { rx: 3 }));
    s.add(text(x + 22, view.y + 125, ["94%", "Rs. 0", "12", "A1"][index], 28, colour, { "font-weight": "bold" }));
    s.add(rect(x + 22, view.y + 145, cw * 0.5, 8, "#d5dbe3", { rx: 4 }));
  });
  // chart
  const chartW = (view.w - 280) * 0.6;
  s.add(card(mx, view.y + 200, chartW, 250));
  for (let index = 0; index < 10; index++) {
    const h = r.range(60, 190);
    s.add(
      rect(
        mx + 30 + (index * (chartW - 60)) / 10,
        view.y + 430 - h,
        (chartW - 60) / 16,
        h,
        index % 2 === 0 ? "#2f6fd6" : "#8fb3e8",
        { rx: 4 },
      ),
    );
  }
  // donut
  const dx = mx + chartW + 20;
  const dw = view.w - 280 - chartW - 20;
  s.add(card(dx, view.y + 200, dw, 250));
  s.add(circle(dx + dw / 2, view.y + 325, 80, "none", { stroke: "#e3e7ed", "stroke-width": 30 }));
  s.add(
    circle(dx + dw / 2, view.y + 325, 80, "none", {
      stroke: "#2e9e4f",
      "stroke-width": 30,
      "stroke-dasharray": "400 103",
      transform: `rotate(-90 ${dx + dw / 2} ${view.y + 325})`,
    }),
  );
  // table
  s.add(card(mx, view.y + 470, view.w - 280, view.h - 490));
  for (let row = 0; row < 3; row++) {
    const y = view.y + 495 + row * 32;
    for (let col = 0; col < 4; col++)
      s.add(rect(mx + 20 + col * 200, y, r.range(90, 160), 10, row === 0 ? "#9aa8bb" : "#d5dbe3", { rx: 5 }));
  }
  return s.toString();
}
