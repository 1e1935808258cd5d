import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";

export const projectRoot = path.resolve(import.meta.dirname, "../..");

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

/** A `node --import tsx` script of tests/crash, with its stdout as lines. */
export type Child = {
  process: ChildProcess;
  lines: string[];
  /** The first stdout line, seen already or still to come, that `match` accepts. */
  waitForLine: (match: (line: string) => boolean, timeoutMs?: number) => Promise<string>;
  /** Tells a script waiting in readyThenWaitForGo to start. */
  go: () => void;
  exited: Promise<Exit>;
};

export function spawnScript(script: string, args: string[], env: Record<string, string>): Child {
  const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
    cwd: projectRoot,
    env: { ...process.env, ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  const lines: string[] = [];
  const waiters = new Set<(line: string) => void>();
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on("line", (line) => {
    lines.push(line);
    for (const waiter of waiters) waiter(line);
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  // "close", not "exit": by then every line the child wrote has been read.
  const exited = new Promise<Exit>((resolve) => child.once("close", (code, signal) => resolve({ code, signal })));

  const waitForLine = (match: (line: string) => boolean, timeoutMs = 30_000) =>
    new Promise<string>((resolve, reject) => {
      const seen = lines.find(match);
      if (seen !== undefined) return resolve(seen);
      const done = (error?: Error, line?: string) => {
        clearTimeout(timer);
        waiters.delete(waiter);
        if (error) reject(error);
        else resolve(line as string);
      };
      const waiter = (line: string) => {
        if (match(line)) done(undefined, line);
      };
      const timer = setTimeout(
        () => done(new Error(`${script}: no such line within ${timeoutMs} ms; stderr:\n${stderr}`)),
        timeoutMs,
      );
      waiters.add(waiter);
      void exited.then(({ code, signal }) => {
        if (waiters.has(waiter)) done(new Error(`${script} exited (${code ?? signal}) first; stderr:\n${stderr}`));
      });
    });

  return { process: child, lines, waitForLine, go: () => child.stdin?.write("go\n"), exited };
}

export async function killHard(child: Child): Promise<Exit> {
  child.process.kill("SIGKILL");
  return child.exited;
}

/**
 * Children started `depth` ahead of use, so their start-up (a second or two
 * of module loading under tsx) overlaps the work on the ones before them.
 * Each waits in readyThenWaitForGo until taken.
 */
export function warmChildren(total: number, depth: number, start: (index: number) => Child) {
  const started: Child[] = [];
  const fill = (upTo: number) => {
    while (started.length < Math.min(total, upTo)) started.push(start(started.length));
  };
  return {
    /** The index-th child, ready and told to go. */
    async take(index: number): Promise<Child> {
      fill(index + 1 + depth);
      const child = started[index];
      await child.waitForLine((line) => line === "ready");
      child.go();
      return child;
    },
    /** Kills every one still running, taken or not (call it in a finally, so a failure leaves none behind). */
    async discard(): Promise<void> {
      await Promise.all(
        started.map((child) =>
          child.process.exitCode === null && child.process.signalCode === null ? killHard(child) : undefined,
        ),
      );
    },
  };
}
