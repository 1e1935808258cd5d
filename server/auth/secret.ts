import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Config } from "#domain/config";

/**
 * The key that signs session cookies: AUTH_SECRET when set, else one made on the first start and
 * kept beside the database, so a restart (or a second instance on the same DATA_DIR) keeps everyone
 * signed in and the README's two commands need no setting.
 */
export function authSecret(config: Config): string {
  if (config.authSecret) return config.authSecret;
  const file = path.join(config.dataDir, "auth-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  try {
    // "wx": of two instances starting at once, one writes and the other reads what it wrote.
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return fs.readFileSync(file, "utf8").trim();
  }
}
