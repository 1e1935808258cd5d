import v8 from "node:v8";
import vm from "node:vm";

/**
 * Memory given back when the server goes idle (docs/decisions/0116-idle-memory.md).
 *
 * A busy server wants a large young generation: V8 collects it in time proportional to what
 * survives, so the larger it is the fewer collections a page costs (a 4 MB half took 0.5 ms of
 * collection a page, a default one 0.15 ms). An idle one wants it small: V8 keeps the young
 * generation at the size load grew it to, and with nothing allocated no collection shrinks it
 * again. So the server starts with the room of a busy one, and once no request has come for a
 * while, it runs the one collection that hands room back: V8's "last resort" full collection,
 * which also shrinks the young generation to its smallest.
 */

/**
 * How long without a request before the room is handed back: a collection then costs a few tens of
 * milliseconds of a core, so a school asked every few seconds is not collected between requests for nothing.
 */
export const idleMemoryMs = 5_000;

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
 * Runs `collect` once after each `idleMs` without `activity()` (and once after start-up, which
 * grows the heap as load does). Its timer never keeps the process alive.
 */
export function idleMemoryReducer(
  collect: Collect | undefined,
  options: { idleMs: number; now?: () => number } = { idleMs: idleMemoryMs },
): IdleMemory {
  const now = options.now ?? (() => performance.now());
  let lastActivity = now();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const check = () => {
    timer = undefined;
    const idleFor = now() - lastActivity;
    if (idleFor < options.idleMs) {
      schedule(options.idleMs - idleFor);
      return;
    }
    collect?.();
  };
  const schedule = (ms: number) => {
    timer = setTimeout(check, ms);
    timer.unref();
  };
  if (collect) schedule(options.idleMs);
  return {
    activity() {
      if (!collect || stopped) return;
      lastActivity = now();
      // The timer already set looks at the time again when it fires: no timer per request.
      if (timer === undefined) schedule(options.idleMs);
    },
    stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
