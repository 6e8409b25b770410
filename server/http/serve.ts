import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from "node:http";
import type { Logger } from "../logger.server.ts";

/** How long the server waits on a client, in seconds (HTTP_*_TIMEOUT_SECONDS). */
export type HttpTimeouts = { requestSeconds: number; headersSeconds: number; keepAliveSeconds: number };

/**
 * A client gets as long as a form post needs from a phone on a slow network,
 * not Node's five minutes. The largest request the server takes is a form
 * post: a 16 KiB body (http/body.ts) and its headers, about 18 KiB or 150
 * kbit. A 2G uplink carries about 10 kbit/s, so 15 s, plus a few of its 1–2 s
 * round trips: a whole request gets 30 s, its headers (a few KiB at most)
 * 15 s. An idle keep-alive connection is kept 65 s: longer than a proxy in
 * front keeps its own idle connections to the server (60 s for nginx's
 * upstream keep-alive and AWS load balancers), so the proxy closes them and
 * never sends a request on a connection the server is closing.
 */
export const HTTP_TIMEOUT_DEFAULTS: HttpTimeouts = { requestSeconds: 30, headersSeconds: 15, keepAliveSeconds: 65 };

/** The timeouts as the environment names them (server/env.ts). */
export type HttpTimeoutSettings = { HTTP_REQUEST_TIMEOUT_SECONDS: number; HTTP_HEADERS_TIMEOUT_SECONDS: number; HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: number };

export function httpTimeouts(env: HttpTimeoutSettings): HttpTimeouts {
  return {
    requestSeconds: env.HTTP_REQUEST_TIMEOUT_SECONDS,
    headersSeconds: env.HTTP_HEADERS_TIMEOUT_SECONDS,
    keepAliveSeconds: env.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS,
  };
}

/** The socket could not be opened: the process must not pretend it is serving. */
export class ListenError extends Error {
  override name = "ListenError";
  readonly host: string;
  readonly port: number;
  readonly code: string | undefined;
  constructor(host: string, port: number, code: string | undefined, reason: string) {
    super(`cannot listen on ${host}:${port}: ${reason}`);
    this.host = host;
    this.port = port;
    this.code = code;
  }
}

function reasonFor(code: string | undefined, host: string, port: number, fallback: string): string {
  switch (code) {
    case "EADDRINUSE":
      return `port ${port} is already in use by another process (EADDRINUSE); stop it or set PORT`;
    case "EADDRNOTAVAIL":
      return `address ${host} is not an address of this machine (EADDRNOTAVAIL); set HOST to one of its addresses, or 0.0.0.0`;
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return `host name ${host} does not resolve (${code}); set HOST to an address such as 0.0.0.0 or 127.0.0.1`;
    case "EACCES":
      return `permission denied for port ${port} (EACCES); ports below 1024 need privileges`;
    default:
      return `${fallback}${code ? ` (${code})` : ""}`;
  }
}

/** The request has a body (RFC 9112: Transfer-Encoding, or a Content-Length above 0) that has not all arrived. */
function bodyUnread(req: IncomingMessage): boolean {
  if (req.complete) return false;
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
}

/**
 * When an answer's headers are written, decides whether it is its
 * connection's last (`Connection: close`: Node closes the socket once the
 * answer is sent):
 *
 * - A request answered before its body was read to the end (refused with a
 *   405, 413, 415, 403, 503 …) closes its connection: the rest of its body is
 *   never read. Otherwise Node reads and discards the whole body, however
 *   large, to reuse the connection.
 * - Once the server has stopped listening (shutting down), every answer
 *   closes its connection, so a busy keep-alive connection ends with the
 *   request in flight; one whose answer began before is closed when it
 *   finishes.
 */
function closeWhenDone(server: Server, req: IncomingMessage, res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    if (!server.listening || bodyUnread(req)) res.setHeader("Connection", "close");
    return writeHead(...args);
  }) as ServerResponse["writeHead"];
  res.once("finish", () => {
    if (!server.listening) server.closeIdleConnections();
  });
}

/**
 * Listens and resolves once the socket is open, or rejects with a ListenError
 * that names the host, the port and the reason (never a silent "serving"
 * with no socket behind it). Every server of the site is made here: the
 * timeouts and the rule of a connection's last answer (closeWhenDone) hold
 * for all of them.
 */
export function listen(handler: RequestListener, port: number, host: string, timeouts: HttpTimeouts = HTTP_TIMEOUT_DEFAULTS): Promise<Server> {
  return new Promise((resolve, reject) => {
    const headersTimeout = timeouts.headersSeconds * 1000;
    const server = createServer(
      {
        requestTimeout: timeouts.requestSeconds * 1000,
        headersTimeout,
        keepAliveTimeout: timeouts.keepAliveSeconds * 1000,
        // Node looks for expired requests every 30 s by default, so a 30 s
        // limit could hold a client for a minute; looked for this often, a
        // request is cut off within a second (or half its headers timeout) of its limit.
        connectionsCheckingInterval: Math.min(1_000, headersTimeout / 2),
      },
      (req, res) => {
        closeWhenDone(server, req, res);
        handler(req, res);
      },
    );
    server.listen(port, host);
    const onError = (error: NodeJS.ErrnoException) => {
      server.off("listening", onListening);
      reject(new ListenError(host, port, error.code, reasonFor(error.code, host, port, error.message)));
    };
    const onListening = () => {
      server.off("error", onError);
      resolve(server);
    };
    server.once("error", onError);
    server.once("listening", onListening);
  });
}

export function boundPort(server: Server, fallback: number): number {
  const address = server.address();
  return typeof address === "object" && address ? address.port : fallback;
}

export type ShutdownOptions = {
  server: Server;
  logger: Logger;
  /**
   * Runs at once on the signal: background work (the outbox workers) stops
   * taking work, and what it has claimed and not finished after
   * `handBackAfterMs` it hands back to the queue.
   */
  onSignal?: (handBackAfterMs: number) => Promise<void>;
  /** Runs once the server has stopped taking requests and the in-flight ones finished. */
  afterClose: () => Promise<void>;
  /** Exit anyway after this long. */
  graceMs?: number;
};

/**
 * SIGTERM/SIGINT: stop accepting, finish what is in flight, hand back
 * unfinished background work, close resources, exit 0.
 */
export function exitOnSignals({ server, logger, onSignal, afterClose, graceMs = 5_000 }: ShutdownOptions): void {
  let shuttingDown = false;
  const shutdown = (signal: string) => {
    // A second signal (Ctrl-C reaches a cluster's workers and their primary, which passes it on) changes nothing.
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, "shutting down");
    // Half the grace to finish the work in hand, so what is still in hand is
    // handed back well before the process exits.
    const background = onSignal?.(graceMs / 2).catch(() => {}) ?? Promise.resolve();
    // From here every answer closes its connection (see closeWhenDone), so
    // busy keep-alive connections end with their request in flight.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Keep-alive connections with no request in flight are closed now, not after their timeout.
    server.closeIdleConnections();
    void Promise.all([closed, background])
      .then(afterClose)
      .catch((error: unknown) => logger.warn({ error: String(error) }, "error while shutting down"))
      .finally(() => process.exit(0));
    setTimeout(() => {
      logger.warn({ graceMs }, "shutdown took too long; exiting");
      process.exit(0);
    }, graceMs).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
