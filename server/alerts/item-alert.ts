import type { FileStore } from "#content/storage/file-store";
import { isFileKey, storedFileKey } from "#content/storage/storage-key";
import type { ItemAlert } from "#database/queries/alert-outbox";
import { alertKinds } from "#domain/alerts/alert-kinds";
import { alertGraceMs } from "#domain/alerts/alert-schedule";

/**
 * What publishing an item queues (decision 0089): its kind's `alert` description makes the mail's
 * words from the item (domain/kinds/*.ts); each file is given its size, read from the store before
 * the publishing transaction. Undefined for a kind that does not alert.
 */
export async function itemAlertOf(
  kindName: string,
  itemId: string,
  item: Record<string, unknown>,
  now: Date,
  files: FileStore,
): Promise<ItemAlert | undefined> {
  const alert = alertKinds.get(kindName);
  if (!alert) return undefined;
  const message = alert.message({ _id: itemId, ...item });
  const withSizes = await Promise.all(
    message.files.map(async (file) => ({ ...file, size: await sizeOf(files, file.path) })),
  );
  return {
    kind: kindName,
    itemId,
    topic: alert.topic,
    classes: message.classes,
    message: { ...message, files: withSizes },
    publishedAt: now,
    holdUntil: new Date(now.getTime() + alertGraceMs),
  };
}

async function sizeOf(files: FileStore, storedPath: string): Promise<number | null> {
  const key = storedFileKey(storedPath);
  if (!isFileKey(key)) return null;
  try {
    return (await files.stat(key))?.size ?? null;
  } catch {
    return null;
  }
}
