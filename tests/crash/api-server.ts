/**
 * The API-only server (no site build needed) with the production signal
 * handling, for the crash tests. Settings come from the environment as for
 * `npm start`; it waits for `go` on stdin before opening DATA_DIR.
 *
 *   DATA_DIR=… PORT=0 node --import tsx tests/crash/api-server.ts
 */
import { loadConfig } from "#domain/config";
import { closeOnSignals } from "#server/shutdown";
import { startServer } from "#server/start";
import { readyThenWaitForGo } from "./ready";

await readyThenWaitForGo();
closeOnSignals(await startServer(loadConfig(process.env), { site: false }));
