import { ConfigError, loadConfig } from "./config";

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  throw error;
}

// Loaded after the settings are checked, so a bad setting fails before anything heavy loads.
const { startServer } = await import("./start");
const running = await startServer(config);
let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    running.logger.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    running.close().then(
      () => process.exit(0),
      (error) => {
        running.logger.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  });
}
