import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: every rule the accessibility sweep of issue 6 holds the site to. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

export type AxeViolation = { id: string; help: string; nodes: string[] };

/** axe's WCAG 2.2 A/AA violations, listed so a failure says what to fix (rule, help, the elements). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const result = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
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
