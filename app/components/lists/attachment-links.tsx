import { ExternalLink } from "#app/components/external-link.tsx";
import { Icon } from "#app/components/icon.tsx";
import { fileUrl } from "#app/lib/image-url.ts";
import { strings } from "#app/lib/strings/common.ts";

/** A news item's or an event's files, each opening in a new tab; PDFs say so. */
export function AttachmentLinks({ title, files }: { title: string; files: readonly string[] }) {
  if (files.length === 0) return null;
  // "Attachment", or "Attachment 1", "Attachment 2" when there are several; the title goes into the link's name.
  const names = files.map((_, index) => (files.length > 1 ? `${strings.attachment} ${index + 1}` : strings.attachment));
  return (
    <ul className="attachment-links">
      {files.map((file, index) => (
        <li key={file}>
          <ExternalLink
            href={fileUrl(file)}
            className="icon-link"
            pdf={file.toLowerCase().endsWith(".pdf")}
            label={`${names[index]}: ${title}`}
          >
            <Icon name="paperclip" />
            {names[index]}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
