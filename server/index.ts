import { ConfigError, loadConfig } from "#domain/config";

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
const { closeOnSignals } = await import("./shutdown");
closeOnSignals(await startServer(config));
