import "#app/components/prose.css";
import { isRichText, shiftHeadings } from "#domain/rich-text";

/**
 * A news item's or an event's description (issue 13): plain text as typed, or the rich text the
 * admin area's editor wrote, which was cleaned by the sanitiser when it was stored. Its headings
 * sit one level under the item's own title.
 */
export function RichDescription({ text }: { text: string }) {
  if (!isRichText(text)) return <p>{text}</p>;
  return (
    <div
      className="prose list-item__rich"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: stored rich text is sanitised on every write (content/sanitize.ts).
      dangerouslySetInnerHTML={{ __html: shiftHeadings(text, 1) }}
    />
  );
}
