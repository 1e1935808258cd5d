import { mergeAttributes, Node } from "@tiptap/core";
import { NodeSelection, type Transaction } from "@tiptap/pm/state";

export type ImageAttrs = {
  src: string;
  alt: string;
  /** Only decoration: stored as alt="" with data-decorative="true" (decision 0055). */
  decorative: boolean;
  /** Plain text under the picture; stored as the figure's figcaption. */
  caption: string;
  width: number | null;
  height: number | null;
};

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    picture: {
      /** Inserts a picture, or changes the selected one. */
      setPicture: (attrs: Partial<ImageAttrs> & { src: string }) => ReturnType;
      /** Inserts a new picture at the cursor, or after the selected picture (an upload that arrives later). */
      insertPicture: (attrs: Partial<ImageAttrs> & { src: string }) => ReturnType;
    };
  }
}

const size = (value: string | null): number | null => (value && /^[1-9]\d{0,3}$/.test(value) ? Number(value) : null);

function fromImg(img: HTMLImageElement | null, caption: string): Partial<ImageAttrs> | false {
  const src = img?.getAttribute("src");
  if (!img || !src) return false;
  return {
    src,
    alt: img.getAttribute("alt") ?? "",
    decorative: img.getAttribute("data-decorative") === "true",
    caption,
    width: size(img.getAttribute("width")),
    height: size(img.getAttribute("height")),
  };
}

/**
 * A picture as one block: its image, alt text, decorative flag and caption
 * are attributes edited in the picture panel, not text in the document, so a
 * caption cannot be split, styled or lose its picture. It reads both
 * `<figure><img><figcaption>` and a lone `<img>`.
 */
export const Picture = Node.create({
  name: "image",
  group: "block",
  atom: true,
  draggable: true,
  selectable: true,

  addAttributes() {
    return {
      src: { default: "" },
      alt: { default: "" },
      decorative: { default: false },
      caption: { default: "" },
      width: { default: null },
      height: { default: null },
    };
  },

  parseHTML() {
    return [
      {
        tag: "figure",
        getAttrs: (dom) =>
          fromImg(
            (dom as HTMLElement).querySelector("img"),
            ((dom as HTMLElement).querySelector("figcaption")?.textContent ?? "").replace(/\s+/g, " ").trim(),
          ),
      },
      { tag: "img[src]", getAttrs: (dom) => fromImg(dom as HTMLImageElement, "") },
    ];
  },

  /** How the picture shows inside the editor (and in what is copied from it); stored HTML is editor-html.ts's. */
  renderHTML({ node }) {
    const attrs = node.attrs as ImageAttrs;
    const img = [
      "img",
      mergeAttributes({
        src: attrs.src,
        alt: attrs.decorative ? "" : attrs.alt,
        ...(attrs.decorative ? { "data-decorative": "true" } : {}),
      }),
    ] as const;
    return attrs.caption ? ["figure", {}, img, ["figcaption", {}, attrs.caption]] : ["figure", {}, img];
  },

  addCommands() {
    /** Puts the picture at the cursor (after a selected picture, which it never replaces), and selects it. */
    const insert = (attrs: Partial<ImageAttrs> & { src: string }, tr: Transaction, dispatch: unknown) => {
      const picture = this.type.create(attrs);
      if (tr.selection instanceof NodeSelection && tr.selection.node.type === this.type) {
        const after = tr.selection.to;
        tr.insert(after, picture);
        tr.setSelection(NodeSelection.create(tr.doc, after));
        if (dispatch) tr.scrollIntoView();
        return true;
      }
      const from = tr.selection.from;
      tr.replaceSelectionWith(picture);
      // The new picture stays selected, so the person sees it and can change it at once.
      const near = tr.mapping.map(from, -1);
      tr.doc.nodesBetween(Math.max(0, near - 2), Math.min(tr.doc.content.size, near + 2), (node, position) => {
        if (node.type === this.type && node.attrs.src === picture.attrs.src) {
          tr.setSelection(NodeSelection.create(tr.doc, position));
          return false;
        }
        return true;
      });
      if (dispatch) tr.scrollIntoView();
      return true;
    };
    return {
      setPicture:
        (attrs) =>
        ({ state, tr, dispatch, commands }) => {
          const selected = (state.selection as { node?: { type: { name: string } } }).node;
          if (selected?.type.name === this.name) return commands.updateAttributes(this.name, attrs);
          return insert(attrs, tr, dispatch);
        },
      insertPicture:
        (attrs) =>
        ({ tr, dispatch }) =>
          insert(attrs, tr, dispatch),
    };
  },
});
