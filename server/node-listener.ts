import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from "node:http";
import type { ApiCache } from "./api-cache";
import { healthPaths } from "./health";
import type { SiteHosts } from "./platform/site-hosts";

/**
 * The node request listener around @hono/node-server's (issue 6), as the `createServer`
 * option of `serve`:
 *
 * - cached API answers are written before the adapter turns the request into a web
 *   Request, which costs more than the answer itself;
 * - pages and static files start one per event-loop turn. A page runs its loaders, its
 *   reads (cached answers, decision 0088, so promises that never wait for I/O) and the first
 *   part of its render without yielding; ten of them arriving together used to hold every
 *   API call and image that arrived with them for ten renders. Started one per turn, each
 *   page lets the loop read and answer the other sockets in between. Work is not reordered
 *   among pages, and the API (`/api/…`) is not delayed at all, nor are /healthz and /readyz
 *   (a probe that waits behind pages would time out and take a busy instance out of service).
 */
export function createServerWithCache(
  cache: ApiCache,
  hosts?: SiteHosts,
  /** Told of every request before anything else (server/idle-memory.ts). */
  onRequest?: () => void,
): typeof createServer {
  return ((options: object, listener: RequestListener) => {
    const waiting: Array<[IncomingMessage, ServerResponse]> = [];
    let scheduled = false;
    const startNext = () => {
      scheduled = false;
      const next = waiting.shift();
      if (waiting.length > 0) {
        scheduled = true;
        setImmediate(startNext);
      }
      if (next) listener(...next);
    };
    return createServer(options, (request, response) => {
      onRequest?.();
      if (request.url?.startsWith("/api/")) {
        // A cached answer only for a host that shows a school, known without waiting; anything
        // else goes through the app, whose first step answers an unknown host 404.
        const known = hosts === undefined || typeof hosts.schoolForNow(request.headers.host) === "string";
        if (!known || !cache.serveNode(request, response)) listener(request, response);
        return;
      }
      if (healthPaths.has(request.url ?? "")) {
        listener(request, response);
        return;
      }
      waiting.push([request, response]);
      if (!scheduled) {
        scheduled = true;
        setImmediate(startNext);
      }
    });
  }) as typeof createServer;
}
