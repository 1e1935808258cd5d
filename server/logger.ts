import pino, { type Logger } from "pino";
import type { Config } from "#domain/config";

export function createLogger(config: Pick<Config, "logLevel">, destination?: pino.DestinationStream): Logger {
  return pino({ level: config.logLevel, base: undefined, timestamp: pino.stdTimeFunctions.isoTime }, destination);
}
