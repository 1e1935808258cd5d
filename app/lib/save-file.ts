/**
 * Hands a file to the browser as a download under a chosen name: a Blob, an
 * object URL and a click on a temporary <a download>.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers read the URL only after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
