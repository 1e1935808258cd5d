import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: every rule the accessibility sweep of issue 6 holds the site to. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

export type AxeViolation = { id: string; help: string; nodes: string[] };

/**
 * axe's best-practice rules besides (landmark-unique, region, heading-order and the like): not
 * WCAG failures, but what makes a page easy to move around with a screen reader.
 */
export const bestPracticeTags = [...wcagTags, "best-practice"];

/** axe's WCAG 2.2 A/AA violations (or those of `tags`), listed so a failure says what to fix (rule, help, the elements). */
export async function axeViolations(page: Page, tags: readonly string[] = wcagTags): Promise<AxeViolation[]> {
  const result = await new AxeBuilder({ page }).withTags([...tags]).analyze();
  return result.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.target.join(" ")),
  }));
}

/** One readable line per violation: "path: rule-id (help): target, target". */
export function describeViolations(where: string, violations: AxeViolation[]): string[] {
  return violations.map((violation) => `${where}: ${violation.id} (${violation.help}): ${violation.nodes.join(", ")}`);
}
