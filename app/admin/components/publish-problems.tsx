import { useEffect, useId, useRef, useState } from "react";
import type { Problem } from "#domain/publish-checks/problem";

const placeNames: Record<string, string> = {
  h1: "Heading",
  h2: "Heading",
  h3: "Heading",
  h4: "Heading",
  p: "Paragraph",
  a: "Link",
  img: "Picture",
  figure: "Picture",
  table: "Table",
  div: "Table",
};

/** "Picture “Sports Day”": the place as the person sees it, for the button that goes there. */
export function placeOf(problem: Pick<Problem, "locator">): string {
  if (problem.locator.kind === "field") return `The ${problem.locator.field} field`;
  if (problem.locator.kind === "file") return problem.locator.file;
  const name = placeNames[problem.locator.tag] ?? "Text";
  return problem.locator.excerpt ? `${name} \u201c${problem.locator.excerpt}\u201d` : name;
}

/** "2 problems to fix before publishing, 1 warning". */
export function problemSummary(problems: readonly Problem[]): string {
  const errors = problems.filter((problem) => problem.severity === "error").length;
  const warnings = problems.length - errors;
  if (problems.length === 0) return "No problems found: ready to publish.";
  const parts = [];
  if (errors > 0) parts.push(`${errors} ${errors === 1 ? "problem" : "problems"} to fix before publishing`);
  if (warnings > 0) parts.push(`${warnings} ${warnings === 1 ? "warning" : "warnings"}`);
  const sentence = parts.join(", ");
  return `${sentence[0].toUpperCase()}${sentence.slice(1)}.`;
}

/** How long the text must rest before the count is announced: not at every key. */
const announceAfterMs = 1500;

/**
 * The publish-time checks' list, under the editor: each problem's place (a
 * button that selects it in the text) and what to do. The count is also
 * announced to screen readers (a polite live region), once typing pauses, and
 * only when it changed.
 */
export function PublishProblems({
  problems,
  goTo,
}: {
  problems: readonly Problem[];
  goTo: (problem: Problem) => void;
}) {
  const id = useId();
  const summary = problemSummary(problems);
  const [announced, setAnnounced] = useState("");
  const last = useRef(summary);
  useEffect(() => {
    if (summary === last.current) return;
    const timer = setTimeout(() => {
      last.current = summary;
      setAnnounced(summary);
    }, announceAfterMs);
    return () => clearTimeout(timer);
  }, [summary]);

  return (
    <section className="rte-problems" aria-labelledby={`${id}-title`}>
      <p className="rte-problems-title" id={`${id}-title`}>
        {summary}
      </p>
      {problems.length > 0 && (
        <ul>
          {problems.map((problem, index) => (
            <li
              // Problems have no identity of their own; their place and code are unique enough within one list.
              // biome-ignore lint/suspicious/noArrayIndexKey: two problems may share code and place.
              key={`${problem.code}-${index}`}
              className={problem.severity === "error" ? "rte-problem" : "rte-problem rte-problem-warning"}
            >
              <p className="rte-problem-line">
                <span className="rte-problem-severity">{problem.severity === "error" ? "Must fix" : "Warning"}</span>{" "}
                {problem.locator.kind === "node" ? (
                  <button type="button" className="rte-problem-place" onClick={() => goTo(problem)}>
                    {placeOf(problem)}
                  </button>
                ) : (
                  <span className="rte-problem-place">{placeOf(problem)}</span>
                )}
              </p>
              <p className="rte-problem-line">{problem.message}</p>
            </li>
          ))}
        </ul>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announced}
      </p>
    </section>
  );
}
