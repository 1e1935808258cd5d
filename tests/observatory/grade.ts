/**
 * The MDN HTTP Observatory's grading, applied to one response's headers (and
 * body, for Subresource Integrity) without the network. The npm package
 * `@mdn/mdn-http-observatory` cannot be installed here (its install step
 * downloads certificates), so its header tests are re-implemented from its
 * source (github.com/mdn/mdn-http-observatory, src/analyzer/tests/*.js,
 * src/grader/charts.js, src/scanner/index.js). Assumptions are recorded in
 * docs/decisions/0030-security-headers.md.
 *
 * Scoring (src/scanner/index.js): start at 100, add every test's modifier;
 * bonuses (positive modifiers) only count when the score without them is at
 * least 90 (MINIMUM_SCORE_FOR_EXTRA_CREDIT). Grade: the score rounded down to
 * a multiple of 5, capped at 100, looked up in GRADE_CHART (100 → A+).
 */

import { cspTest } from "./csp-test";
import { cookiesTest, corpTest, corsTest, hstsTest, referrerTest, sriTest, xctoTest, xfoTest } from "./header-tests";
import { type Expectation, type Grade, type ObservedResponse, scoreTable } from "./score-table";

export type { Grade, ObservedResponse } from "./score-table";

const GRADE_CHART: ReadonlyArray<[number, string]> = [
  [100, "A+"],
  [90, "A"],
  [85, "A-"],
  [80, "B+"],
  [70, "B"],
  [65, "B-"],
  [60, "C+"],
  [50, "C"],
  [45, "C-"],
  [40, "D+"],
  [30, "D"],
  [25, "D-"],
  [0, "F"],
];
const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;

/** Grades one response the way src/scanner/index.js does. */
export function gradeResponse(response: ObservedResponse): Grade {
  const csp = cspTest(response);
  const hsts = hstsTest(response);
  const redirection = response.redirection ?? "redirection-to-https";
  const outcomes: Array<[string, { result: Expectation; pass: boolean }]> = [
    ["content-security-policy", csp],
    ["cookies", cookiesTest(response, hsts.pass)],
    ["cross-origin-resource-sharing", corsTest(response)],
    [
      "redirection",
      {
        result: redirection,
        pass: [
          "redirection-all-redirects-preloaded",
          "redirection-to-https",
          "redirection-not-needed-no-http",
        ].includes(redirection),
      },
    ],
    ["referrer-policy", referrerTest(response)],
    ["strict-transport-security", hsts],
    ["subresource-integrity", sriTest(response)],
    ["x-content-type-options", xctoTest(response)],
    ["x-frame-options", xfoTest(response, csp)],
    ["cross-origin-resource-policy", corpTest(response)],
  ];
  const tests = outcomes.map(([name, { result, pass }]) => ({ name, result, pass, modifier: scoreTable[result] }));
  const withExtraCredit = 100 + tests.reduce((sum, test) => sum + test.modifier, 0);
  const uncurved = 100 + tests.reduce((sum, test) => sum + Math.min(test.modifier, 0), 0);
  const score = Math.max(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved, 0);
  const rounded = Math.min(score - (score % 5), 100);
  const grade = GRADE_CHART.find(([floor]) => rounded >= floor)?.[1] ?? "F";
  return { score, grade, tests };
}
