import type { RunningServer } from "./start";

/** How long requests in flight may take to finish after SIGTERM before the process gives up (exit 1). */
export const drainTimeoutMs = 10_000;

/**
 * SIGTERM or SIGINT: stop taking connections, let requests in flight finish,
 * close the database (which checkpoints the WAL), exit 0. Kept apart from
 * index.ts so the crash tests drive this very code against an API-only server.
 */
export function closeOnSignals(running: Pick<RunningServer, "close" | "logger">, exit = process.exit): void {
  let stopping = false;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      running.logger.info({ signal }, "shutting down");
      const force = setTimeout(() => exit(1), drainTimeoutMs);
      force.unref();
      running.close().then(
        () => exit(0),
        (error) => {
          running.logger.error({ err: error }, "shutdown failed");
          exit(1);
        },
      );
    });
  }
}
