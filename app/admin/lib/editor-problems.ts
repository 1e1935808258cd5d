import { Extension, getMarkRange } from "@tiptap/core";
import type { Node as PmNode } from "@tiptap/pm/model";
import { NodeSelection, Plugin, PluginKey, type Selection, TextSelection } from "@tiptap/pm/state";
import { Decoration, DecorationSet } from "@tiptap/pm/view";
import { type EditorOutput, editorOutput } from "#app/admin/lib/editor-html.ts";
import { checkRichTextTree } from "#domain/publish-checks/check-rich-text";
import { picturePathsOf, withPictureNames } from "#domain/publish-checks/picture-names";
import type { Problem } from "#domain/publish-checks/problem";

/** What the editor knows after each change: the HTML it stores, the checks' problems, and their marks in the text. */
export type EditorAnalysis = EditorOutput & {
  problems: Problem[];
  decorations: DecorationSet;
  /** The stored paths of the uploaded pictures the text shows, for their names and thumbnails. */
  pictures: string[];
};

export const analysisKey = new PluginKey<EditorAnalysis>("publishChecks");

/** Elements written for a mark: their place is the marked text, not a block. */
const markOf: Record<string, string> = { a: "link", strong: "bold", em: "italic" };

/** The document range an element of the stored HTML came from. */
function rangeOf(doc: PmNode, output: EditorOutput, index: number, tag: string): { from: number; to: number } | null {
  const from = output.positions[index];
  const node = from === undefined ? null : doc.nodeAt(from);
  if (!node) return null;
  const mark = markOf[tag] ? doc.type.schema.marks[markOf[tag]] : undefined;
  if (mark && node.isText) return getMarkRange(doc.resolve(from), mark) ?? { from, to: from + node.nodeSize };
  return { from, to: from + node.nodeSize };
}

export function analyse(doc: PmNode, tableLabel?: string): EditorAnalysis {
  const output = editorOutput(doc, tableLabel);
  // A picture's place carries its stored path; never its hash as a name (issue 23): the list names it.
  const problems = withPictureNames(checkRichTextTree(output.tree), output.tree);
  const decorations: Decoration[] = [];
  for (const problem of problems) {
    if (problem.locator.kind !== "node") continue;
    const range = rangeOf(doc, output, problem.locator.index, problem.locator.tag);
    if (!range) continue;
    const node = doc.nodeAt(range.from);
    const attrs = { class: "rte-fault", "data-problem": problem.code };
    decorations.push(
      node?.isText ? Decoration.inline(range.from, range.to, attrs) : Decoration.node(range.from, range.to, attrs),
    );
  }
  return {
    ...output,
    problems,
    decorations: DecorationSet.create(doc, decorations),
    pictures: picturePathsOf(output.tree),
  };
}

/**
 * The selection that puts the editor at a problem's place: the whole link or
 * marked text, the picture itself, or the start of the block's text.
 */
export function selectionFor(doc: PmNode, analysis: EditorAnalysis, problem: Problem): Selection | null {
  if (problem.locator.kind !== "node") return null;
  const range = rangeOf(doc, analysis, problem.locator.index, problem.locator.tag);
  if (!range) return null;
  const node = doc.nodeAt(range.from);
  if (node?.isText) return TextSelection.create(doc, range.from, range.to);
  if (node?.isAtom) return NodeSelection.create(doc, range.from);
  return TextSelection.near(doc.resolve(Math.min(range.from + 1, doc.content.size)));
}

/**
 * Runs the publish-time checks on every change of the document (decision
 * 0057): the plugin state holds the analysis the component shows under the
 * editor, and its decorations outline each place at fault in the text.
 */
export const PublishChecks = Extension.create<{ tableLabel?: string }>({
  name: "publishChecks",

  addOptions() {
    return { tableLabel: undefined };
  },

  addProseMirrorPlugins() {
    const tableLabel = this.options.tableLabel;
    return [
      new Plugin<EditorAnalysis>({
        key: analysisKey,
        state: {
          init: (_, state) => analyse(state.doc, tableLabel),
          apply: (transaction, previous) => (transaction.docChanged ? analyse(transaction.doc, tableLabel) : previous),
        },
        props: {
          decorations: (state) => analysisKey.getState(state)?.decorations,
        },
      }),
    ];
  },
});
