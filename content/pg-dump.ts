import { spawn } from "node:child_process";

/**
 * PostgreSQL's backup is PostgreSQL's own tool (decision 0054): `pg_dump --format=custom` reads
 * one consistent snapshot while the instances keep serving, and `pg_restore` puts it back.
 * Only the schema the platform's tables live in is dumped (public, unless DATABASE_URL sets a
 * search_path), so the file restores into an empty database as it was.
 */

export type ToolResult = { code: number | null; stdout: string; stderr: string };

export function runTool(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<ToolResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * libpq reads connection strings as well, but not every libpq knows every parameter of
 * node-postgres's; the schema is passed to pg_dump as --schema and the rest as the URL.
 */
export function pgDumpArgs(url: string, target: string): string[] {
  const parsed = new URL(url);
  const schema = searchPathOf(parsed.searchParams.get("options")) ?? "public";
  parsed.searchParams.delete("options");
  return [
    "--format=custom",
    "--no-owner",
    "--no-privileges",
    `--schema=${schema}`,
    `--file=${target}`,
    parsed.toString(),
  ];
}

/** `-c search_path=x` in a connection's options: the schema the tables live in. */
export function searchPathOf(options: string | null): string | undefined {
  const match = options?.match(/search_path=([A-Za-z_][A-Za-z0-9_]*)/);
  return match?.[1];
}

/** The tables a custom-format dump holds, read back by pg_restore --list: [] when it cannot be read. */
export async function dumpedTables(file: string): Promise<string[]> {
  const listed = await runTool("pg_restore", ["--list", file]);
  if (listed.code !== 0) return [];
  return listed.stdout
    .split("\n")
    .filter((line) => / TABLE DATA /.test(line))
    .map((line) => line.trim().split(/\s+/).at(-2) ?? "");
}
