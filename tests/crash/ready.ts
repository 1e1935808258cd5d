import { once } from "node:events";

/**
 * The crash tests start the next process while the previous one is still
 * being killed and checked: it loads its modules, says `ready`, and waits for
 * `go` on stdin before it touches DATA_DIR, so two never share the database.
 */
export async function readyThenWaitForGo(): Promise<void> {
  process.stdout.write("ready\n");
  await once(process.stdin, "data");
  process.stdin.pause();
  process.stdin.unref?.();
}
