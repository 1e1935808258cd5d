import { useEffect, useId, useRef, useState } from "react";
import { imageUrl, isResizable } from "#app/lib/image-url.ts";
import { isHashName } from "#domain/publish-checks/picture-names";
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

/** What is known of the school's uploads, by stored path: the name each was uploaded with. */
export type PictureNames = ReadonlyMap<string, { name: string }>;

/**
 * "Picture “IMG_2041.jpg”": the place as the person sees it, for the button that goes there. A
 * picture or file goes by the name it was uploaded with, never by its stored hash (issue 23).
 */
export function placeOf(problem: Pick<Problem, "locator">, pictures?: PictureNames): string {
  const locator = problem.locator;
  if (locator.kind === "field") return `The ${locator.field} field`;
  if (locator.kind === "file") {
    const name = locator.name ?? pictures?.get(locator.file)?.name;
    if (name) return name;
    return isHashName(locator.file) ? `The attached ${/\.pdf$/i.test(locator.file) ? "PDF" : "file"}` : locator.file;
  }
  const name = placeNames[locator.tag] ?? "Text";
  const known = locator.picture ? pictures?.get(locator.picture)?.name : undefined;
  const excerpt = known ?? (isHashName(locator.excerpt) ? "" : locator.excerpt);
  if (excerpt) return `${name} \u201c${excerpt}\u201d`;
  return locator.number ? `${name} ${locator.number}` : name;
}

/** The stored path of the picture a problem is about, for its thumbnail. */
export function pictureOf(problem: Pick<Problem, "locator">): string | undefined {
  const locator = problem.locator;
  if (locator.kind === "node") return locator.picture;
  return locator.kind === "file" && isResizable(locator.file) ? locator.file : undefined;
}

/** A small picture beside a finding, so the person sees which one it means; its name is in the text. */
export function PictureThumb({ path }: { path: string | undefined }) {
  if (!path || !isResizable(path)) return null;
  return <img src={imageUrl(path, { width: 160 })} alt="" width={48} height={48} className="admin-thumb" />;
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
  pictures,
}: {
  problems: readonly Problem[];
  goTo: (problem: Problem) => void;
  /** The uploads the text's pictures are, to name each by its file name. */
  pictures?: PictureNames;
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
                    <PictureThumb path={pictureOf(problem)} />
                    {placeOf(problem, pictures)}
                  </button>
                ) : (
                  <span className="rte-problem-place">
                    <PictureThumb path={pictureOf(problem)} />
                    {placeOf(problem, pictures)}
                  </span>
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
