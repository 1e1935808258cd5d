import v8 from "node:v8";
import vm from "node:vm";

/**
 * Memory given back when the server is quiet (docs/decisions/0116-idle-memory-and-old-generation-room.md).
 *
 * V8 keeps its heap at the size work grew it to: the young generation at its largest, the old generation with
 * the room of its last bound. It shrinks them only in a collection asked to reduce memory, which nothing asks for
 * when nothing is allocated, so an idle server kept what its start-up (migrations, the demo's import, loading every
 * module) or its last busy spell had grown. Here the server runs that collection itself: V8's "last resort" full
 * collection, which compacts the old generation and shrinks the young one to its smallest.
 *
 * It also drops the compiled code of everything not running, so the next request compiles again: the first page
 * after it took 51 ms instead of 9–17 (docs/performance.md). Hence two waits: a short one after start-up, whose
 * code no request needs again, and a long one after that, so that a school visited every few minutes is not made
 * cold for each visitor.
 */

/** Quiet after start-up before the first collection. */
export const idleMemoryFirstMs = 5_000;
/** Quiet after any later request before the next: an instance that quiet is likely to stay so (a night). */
export const idleMemoryMs = 5 * 60_000;

/** V8's full collection as `gc()` takes it (Node's --expose-gc), reducing memory. */
type Collect = () => void;

/**
 * V8's collection, without --expose-gc among the process's flags: the flag set now exposes `gc`
 * in contexts made after it, here a throwaway one, so no global of this process gains a `gc`.
 * Undefined where V8 refuses (the server then only keeps the young generation it grew).
 */
export function reducingCollection(): Collect | undefined {
  try {
    v8.setFlagsFromString("--expose-gc");
    const gc = vm.runInNewContext("gc") as (options?: object) => void;
    if (typeof gc !== "function") return undefined;
    return () => gc({ type: "major", execution: "sync", flavor: "last-resort" });
  } catch {
    return undefined;
  }
}

export type IdleMemory = {
  /** A request came: the idle time starts again. Called for every request, so it only reads the clock. */
  activity(): void;
  stop(): void;
};

/**
 * Runs `collect` once `firstIdleMs` after start-up (or after the requests that follow it), and then once after
 * each `idleMs` without `activity()`. Its timer never keeps the process alive.
 */
export function idleMemoryReducer(
  collect: Collect | undefined,
  options: { firstIdleMs?: number; idleMs: number; now?: () => number } = {
    firstIdleMs: idleMemoryFirstMs,
    idleMs: idleMemoryMs,
  },
): IdleMemory {
  const now = options.now ?? (() => performance.now());
  let lastActivity = now();
  let wait = options.firstIdleMs ?? options.idleMs;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const check = () => {
    timer = undefined;
    const idleFor = now() - lastActivity;
    if (idleFor < wait) {
      schedule(wait - idleFor);
      return;
    }
    wait = options.idleMs;
    collect?.();
  };
  const schedule = (ms: number) => {
    timer = setTimeout(check, ms);
    timer.unref();
  };
  if (collect) schedule(wait);
  return {
    activity() {
      if (!collect || stopped) return;
      lastActivity = now();
      // The timer already set looks at the time again when it fires: no timer per request.
      if (timer === undefined) schedule(wait);
    },
    stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
