/**
 * How many slides a carousel shows at a viewport width. The spec words its
 * breakpoints as "under N px", so N itself already gets the wider layout.
 */
export type PerViewStep = { width: number; perView: number };
export type PerViewRule = { base: number; below: readonly PerViewStep[] };

export function slidesPerView(rule: PerViewRule, viewportWidth: number): number {
  let chosen: PerViewStep | undefined;
  for (const step of rule.below) {
    if (viewportWidth < step.width && (!chosen || step.width < chosen.width)) chosen = step;
  }
  return chosen ? chosen.perView : rule.base;
}

/**
 * The same decision as CSS, so the server-rendered page has its final
 * layout before any script runs (no shift when the carousel starts).
 * Steps are written widest first: a narrower query, later in the sheet, wins.
 */
export function perViewCss(selector: string, rule: PerViewRule): string {
  const steps = [...rule.below].sort((a, b) => b.width - a.width);
  const base = `${selector}{--per-view:${rule.base}}`;
  // 0.02 px below the step: "under 480" must not match a 480 px viewport, even with fractional widths.
  const queries = steps.map(
    (step) => `@media (max-width:${step.width - 0.02}px){${selector}{--per-view:${step.perView}}}`,
  );
  return [base, ...queries].join("");
}
