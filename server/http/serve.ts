import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from "node:http";
import type { Logger } from "../logger.server.ts";

/** Seconds. */
export type HttpTimeouts = { requestSeconds: number; headersSeconds: number; keepAliveSeconds: number };

/**
 * A whole request gets 30 s (an 18 KiB form post over a 2G uplink), its headers 15 s. Keep-alive is 65 s, longer than a
 * proxy's own idle timeout (60 s), so the proxy closes first and never reuses a connection the server is closing.
 */
export const HTTP_TIMEOUT_DEFAULTS: HttpTimeouts = { requestSeconds: 30, headersSeconds: 15, keepAliveSeconds: 65 };

export type HttpTimeoutSettings = { HTTP_REQUEST_TIMEOUT_SECONDS: number; HTTP_HEADERS_TIMEOUT_SECONDS: number; HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: number };

export function httpTimeouts(env: HttpTimeoutSettings): HttpTimeouts {
  return {
    requestSeconds: env.HTTP_REQUEST_TIMEOUT_SECONDS,
    headersSeconds: env.HTTP_HEADERS_TIMEOUT_SECONDS,
    keepAliveSeconds: env.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS,
  };
}

/** The process must not pretend it is serving. */
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

function bodyUnread(req: IncomingMessage): boolean {
  if (req.complete) return false;
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
}

/**
 * `Connection: close` when the answer came before the body was read (else Node reads and discards it all, however
 * large), and once the server stops listening, so busy keep-alive connections end on shutdown.
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

/** Every server of the site is made here, so the timeouts and closeWhenDone hold for all; never serving without a socket. */
export function listen(handler: RequestListener, port: number, host: string, timeouts: HttpTimeouts = HTTP_TIMEOUT_DEFAULTS): Promise<Server> {
  return new Promise((resolve, reject) => {
    const headersTimeout = timeouts.headersSeconds * 1000;
    const server = createServer(
      {
        requestTimeout: timeouts.requestSeconds * 1000,
        headersTimeout,
        keepAliveTimeout: timeouts.keepAliveSeconds * 1000,
        // Node checks every 30 s by default, which could hold a client for a minute past a 30 s limit.
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
  /** Background work stops taking work, and hands back what is unfinished after `handBackAfterMs`. */
  onSignal?: (handBackAfterMs: number) => Promise<void>;
  afterClose: () => Promise<void>;
  graceMs?: number;
};

export function exitOnSignals({ server, logger, onSignal, afterClose, graceMs = 5_000 }: ShutdownOptions): void {
  let shuttingDown = false;
  const shutdown = (signal: string) => {
    // A second signal (Ctrl-C reaches a cluster's workers and their primary) changes nothing.
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, "shutting down");
    // Half the grace, so what is still in hand is handed back well before the process exits.
    const background = onSignal?.(graceMs / 2).catch(() => {}) ?? Promise.resolve();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
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
