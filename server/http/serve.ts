import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from "node:http";
import type { Logger } from "../logger.server.ts";

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
 * answer is sent): a request answered before its body was read to the end
 * (refused with a 405, 413, 415, 403, 503 …) closes its connection, and the
 * rest of its body is never read. Otherwise Node reads and discards the
 * whole body, however large, to reuse the connection.
 */
function closeWhenDone(req: IncomingMessage, res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    if (bodyUnread(req)) res.setHeader("Connection", "close");
    return writeHead(...args);
  }) as ServerResponse["writeHead"];
}

/**
 * Listens and resolves once the socket is open, or rejects with a ListenError
 * that names the host, the port and the reason (never a silent "serving"
 * with no socket behind it). Every server of the site is made here: the rule
 * of a connection's last answer (closeWhenDone) holds for all of them.
 */
export function listen(handler: RequestListener, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer((req, res) => {
      closeWhenDone(req, res);
      handler(req, res);
    });
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
  /** Runs at once on the signal: stop taking new background work (the outbox worker). */
  onSignal?: () => Promise<void>;
  /** Runs once the server has stopped taking requests and the in-flight ones finished. */
  afterClose: () => Promise<void>;
  /** Exit anyway after this long. */
  graceMs?: number;
};

/** SIGTERM/SIGINT: stop accepting, finish what is in flight, close resources, exit 0. */
export function exitOnSignals({ server, logger, onSignal, afterClose, graceMs = 5_000 }: ShutdownOptions): void {
  let shuttingDown = false;
  const shutdown = (signal: string) => {
    // A second signal (Ctrl-C reaches a cluster's workers and their primary, which passes it on) changes nothing.
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, "shutting down");
    const background = onSignal?.().catch(() => {}) ?? Promise.resolve();
    server.close(() => {
      void background
        .then(afterClose)
        .catch((error: unknown) => logger.warn({ error: String(error) }, "error while shutting down"))
        .finally(() => process.exit(0));
    });
    // Keep-alive connections with no request in flight are closed now, not after their timeout.
    server.closeIdleConnections();
    setTimeout(() => {
      logger.warn({ graceMs }, "shutdown took too long; exiting");
      process.exit(0);
    }, graceMs).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
