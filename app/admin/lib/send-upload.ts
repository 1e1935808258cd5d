import type { Dispatch, SetStateAction } from "react";
import { sendFile } from "./send-file";
import { outcomeOf, type UploadItem, update } from "./upload-queue";

/**
 * One file of an upload list sent: its bar follows the bytes, it is "processing" once all are out,
 * then it shows the server's answer. The answer is handed on, for what the caller keeps of it.
 */
export async function sendUpload(
  setItems: Dispatch<SetStateAction<UploadItem[]>>,
  id: number,
  url: string,
  file: File,
): Promise<{ status: number; body: string }> {
  setItems((current) => update(current, id, { state: "sending", sent: 0 }));
  const answer = await sendFile(
    url,
    file,
    (sent) => setItems((current) => update(current, id, { sent })),
    () => setItems((current) => update(current, id, { state: "processing" })),
  );
  setItems((current) => update(current, id, outcomeOf(answer.status, answer.body)));
  return answer;
}
