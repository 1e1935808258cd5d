import type { z } from "zod";

/**
 * Turns schema issues into the `<json path>: <message>` lines an editor of
 * content.json can act on: one line per problem, messages written for a
 * person rather than a programmer.
 */
export type IssuePath = ReadonlyArray<PropertyKey>;

/** `news[3].fromDate`, `galleries[0].attachments[2]`, `profile.email`; the root is `content.json`. */
export function formatIssuePath(path: IssuePath): string {
  let text = "";
  for (const part of path) {
    if (typeof part === "number") text += `[${part}]`;
    else if (typeof part === "string" && /^[A-Za-z_$][\w$]*$/.test(part)) text += text === "" ? part : `.${part}`;
    else text += `[${JSON.stringify(String(part))}]`;
  }
  return text === "" ? "content.json" : text;
}

export function problemLine(path: IssuePath, message: string): string {
  return `${formatIssuePath(path)}: ${message}`;
}

function describeValue(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "an object";
  if (typeof value === "string") return `text ${JSON.stringify(value)}`;
  return `${typeof value} ${String(value)}`;
}

const typeNames: Record<string, string> = {
  string: "text",
  number: "a number",
  array: "a list",
  object: "an object",
  boolean: "true or false",
};

/** Issues must come from a parse with `reportInput: true`, so a missing field can be told from a wrong one. */
export function issueProblems(issues: readonly z.core.$ZodIssue[]): string[] {
  const lines: string[] = [];
  for (const issue of issues) {
    switch (issue.code) {
      case "unrecognized_keys":
        for (const key of issue.keys) lines.push(problemLine([...issue.path, key], "unknown field"));
        break;
      case "invalid_type":
        if (issue.input === undefined) lines.push(problemLine(issue.path, "required"));
        else if (issue.message.startsWith("Invalid input")) {
          const expected = typeNames[issue.expected] ?? issue.expected;
          lines.push(problemLine(issue.path, `expected ${expected}, got ${describeValue(issue.input)}`));
        } else lines.push(problemLine(issue.path, issue.message));
        break;
      case "invalid_value":
        lines.push(problemLine(issue.path, `expected one of ${issue.values.map(String).join(", ")}`));
        break;
      case "invalid_format":
        lines.push(problemLine(issue.path, issue.format === "email" ? "expected an email address" : issue.message));
        break;
      default:
        lines.push(problemLine(issue.path, issue.message));
    }
  }
  return lines;
}
