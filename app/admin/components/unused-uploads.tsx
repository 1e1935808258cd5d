import { Form } from "react-router";
import { imageUrl } from "#app/lib/image-url.ts";
import type { PhotoRecord } from "#domain/media-records";
import { formatBytes } from "#domain/media-rules";

/** The uploads nothing uses, each with a Delete button: how a school over its quota makes room. */
export function UnusedUploads({ files, canDelete, busy }: { files: PhotoRecord[]; canDelete: boolean; busy: boolean }) {
  if (files.length === 0) return <p>Every uploaded file is in an album or on the site.</p>;
  return (
    <ul className="admin-list">
      {files.map((file) => (
        <li key={file.path}>
          {file.width ? (
            <img
              src={imageUrl(file.path, { width: 160 })}
              alt=""
              width={80}
              height={Math.round((80 * (file.height ?? 1)) / file.width)}
            />
          ) : null}
          <span className="admin-upload-name">{file.name}</span>
          <span>{formatBytes(file.bytes)}</span>
          {canDelete && (
            <Form method="post">
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="path" value={file.path} />
              <input type="hidden" name="name" value={file.name} />
              <button type="submit" className="admin-button admin-button-small admin-button-danger" disabled={busy}>
                Delete<span className="visually-hidden"> {file.name}</span>
              </button>
            </Form>
          )}
        </li>
      ))}
    </ul>
  );
}
