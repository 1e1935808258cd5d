import { openDatabase } from "#database/connection";
import { ConfigError, loadConfig } from "#domain/config";
import { type CommandIo, createUser, createUserUsage, UsageError } from "./create-user";

/**
 * `npm run admin -- <command> …`: the platform's commands, one entry each. Exit codes:
 * 0 done, 1 failed, 2 a bad command or setting.
 */
const commands: Record<string, { usage: string; run: typeof createUser }> = {
  "create-user": { usage: createUserUsage, run: createUser },
};

export async function runAdminCommand(argv: string[], env: NodeJS.ProcessEnv, io: CommandIo): Promise<number> {
  const [name, ...args] = argv;
  const command = name ? commands[name] : undefined;
  if (!command) {
    io.err(
      `Usage:\n${Object.values(commands)
        .map((c) => c.usage)
        .join("\n")}`,
    );
    return 2;
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      io.err(error.message);
      return 2;
    }
    throw error;
  }
  const { db } = openDatabase(config.databaseFile);
  try {
    await command.run(args, config, db, io);
    return 0;
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
      io.err(`${(error as Error).message}\nUsage:\n${command.usage}`);
      return 2;
    }
    io.err(`Failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await db.destroy();
  }
}
