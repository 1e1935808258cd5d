/**
 * Sends one file as the body of a POST with XMLHttpRequest, the one browser API that reports an
 * upload's progress. The file's name travels in a header, encoded, since headers are ASCII.
 */
export function sendFile(
  url: string,
  file: Blob & { name: string },
  onProgress: (sent: number) => void,
  onSent: () => void,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.setRequestHeader("x-file-name", encodeURIComponent(file.name));
    request.setRequestHeader("content-type", "application/octet-stream");
    request.upload.addEventListener("progress", (event) => onProgress(event.loaded));
    // All bytes are out; the server now reads, turns, resizes and stores the photo.
    request.upload.addEventListener("load", onSent);
    request.addEventListener("load", () => resolve({ status: request.status, body: request.responseText }));
    const failed = () =>
      resolve({
        status: 0,
        body: JSON.stringify({
          error: { message: `${file.name} did not reach the server. Check the connection and retry.` },
        }),
      });
    request.addEventListener("error", failed);
    request.addEventListener("timeout", failed);
    request.send(file);
  });
}
