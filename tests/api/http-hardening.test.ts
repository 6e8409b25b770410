import net from "node:net";
import { describe, expect, it } from "vitest";
import { privacyApi } from "#app/forms/privacy-paths.ts";
import { leadEndpoints } from "#app/forms/lead-contract.ts";
import { STRICT_CSP } from "#app/lib/csp.server.ts";
import { sameOriginPath } from "../../server/http/redirects.ts";
import { type TestDatabase } from "../support/database.ts";
import { headerOf, trickle, uploadUntilClosed } from "../support/raw-http.ts";
import { endpoint, validBody } from "./support/fixtures.ts";
import { postJson, spawnApi, startTestApi, type TestApi, withSqliteApi } from "./support/harness.ts";

/**
 * What the server answers to requests nobody should send: malformed URLs,
 * methods it does not serve, paths that try to redirect off-site. Each is a
 * 4xx with a plain answer and nothing above a warning in the log.
 */
let database: TestDatabase;
let api: TestApi;
withSqliteApi((started, itsDatabase) => {
  api = started;
  database = itsDatabase;
});

/** One raw HTTP/1.1 request (fetch refuses TRACE and normalises paths). */
function rawRequest(port: number, requestLine: string, headers: string[] = []): Promise<{ status: number; head: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(`${requestLine}\r\nHost: 127.0.0.1\r\nConnection: close\r\n${headers.map((h) => `${h}\r\n`).join("")}\r\n`);
    });
    let data = "";
    socket.on("data", (chunk: Buffer) => (data += chunk.toString("latin1")));
    socket.on("end", () => {
      const head = data.split("\r\n\r\n")[0] ?? "";
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head });
    });
    socket.on("error", reject);
  });
}

const port = () => Number(new URL(api.url).port);
const header = (head: string, name: string) => new RegExp(`^${name}: (.*)$`, "im").exec(head)?.[1]?.trim();

function logsAboveWarn() {
  return api.logs.filter((entry) => Number(entry.level) > 40);
}

describe("malformed URLs", () => {
  it.each(["GET /%", "GET /%zz", "GET /help%", "GET /%E0%A4%A", "POST /api/send-contact-email%"])(
    "%s is a 400, logged below error",
    async (line) => {
      const before = logsAboveWarn().length;
      const { status, head } = await rawRequest(port(), `${line} HTTP/1.1`, line.startsWith("POST") ? ["Content-Length: 0"] : []);
      expect(status).toBe(400);
      expect(header(head, "Content-Security-Policy")).toBe(STRICT_CSP);
      expect(logsAboveWarn().length).toBe(before);
    },
  );
});

describe("methods the site does not serve", () => {
  it.each(["TRACE /", "OPTIONS /", "PUT /help", "DELETE /", "PATCH /terms"])("%s is a 405 with Allow: GET, HEAD", async (line) => {
    const before = logsAboveWarn().length;
    const { status, head } = await rawRequest(port(), `${line} HTTP/1.1`, ["Content-Length: 0"]);
    expect(status).toBe(405);
    expect(header(head, "Allow")).toBe("GET, HEAD");
    expect(logsAboveWarn().length).toBe(before);
  });

  it("OPTIONS and GET on a form endpoint are a 405 with Allow: POST", async () => {
    for (const method of ["OPTIONS", "GET", "TRACE"]) {
      const { status, head } = await rawRequest(port(), `${method} /api/send-contact-email HTTP/1.1`, ["Content-Length: 0"]);
      expect(status, method).toBe(405);
      expect(header(head, "Allow"), method).toBe("POST");
    }
  });
});

describe("refused requests", () => {
  // A client that keeps sending (a declared terabyte, or chunks without end) after the answer.
  const framings = [
    ["a declared length", "Content-Length: 1000000000000"],
    ["chunked", "Transfer-Encoding: chunked"],
  ] as const;

  it.each([
    ["a page (405)", "POST / HTTP/1.1", "application/x-www-form-urlencoded", 405],
    ["the unsubscribe URL (413)", `POST ${privacyApi.unsubscribe}?token=x HTTP/1.1`, "application/x-www-form-urlencoded", 413],
    ["a lead endpoint (413)", `POST ${leadEndpoints.contact} HTTP/1.1`, "application/json", 413],
    ["a lead endpoint (415)", `POST ${leadEndpoints.contact} HTTP/1.1`, "text/plain", 415],
    ["a privacy endpoint (415)", `POST ${privacyApi.requests} HTTP/1.1`, "text/plain", 415],
  ])("%s close their connection without reading the rest of the body", async (_name, requestLine, contentType, status) => {
    for (const [framing, header] of framings) {
      const upload = await uploadUntilClosed(port(), `${requestLine}\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\n${header}\r\n\r\n`);
      expect(upload.status, framing).toBe(status);
      expect(headerOf(upload.head, "Connection"), framing).toBe("close");
      expect(upload.closed, framing).toBe(true);
      expect(upload.closedAfterAnswerMs, framing).toBeLessThan(1_000);
    }
  });
});

describe("console posts", () => {
  it.each([
    ["a declared length over 64 KiB", "Content-Length: 1000000000000", 413],
    ["chunked, with no declared length", "Transfer-Encoding: chunked", 411],
  ] as const)("%s is refused before the body is read, and the connection closed", async (_name, framing, status) => {
    const upload = await uploadUntilClosed(
      port(),
      `POST /console/sign-out HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n${framing}\r\n\r\n`,
    );
    expect(upload.status).toBe(status);
    expect(headerOf(upload.head, "Cache-Control")).toBe("no-store");
    expect(headerOf(upload.head, "Connection")).toBe("close");
    expect(upload.closed).toBe(true);
  });

  it("reach no page but the console's: a post elsewhere is still a 405", async () => {
    expect((await rawRequest(port(), "POST /help HTTP/1.1", ["Content-Length: 0"])).status).toBe(405);
    expect((await rawRequest(port(), "POST /consoles HTTP/1.1", ["Content-Length: 0"])).status).toBe(405);
  });

  it("mark every console answer private, the list's data request included", async () => {
    for (const path of ["/console", "/console.data", "/console/leads/x.data", "/console/sign-in"]) {
      const { head } = await rawRequest(port(), `GET ${path} HTTP/1.1`);
      expect(headerOf(head, "Cache-Control"), path).toBe("no-store");
      expect(headerOf(head, "X-Robots-Tag"), path).toBe("noindex, nofollow");
    }
  });
});

describe("slow clients", () => {
  it("a form post that trickles in is cut off after HTTP_REQUEST_TIMEOUT_SECONDS", async () => {
    const strict = await startTestApi({ ...database.env, MAIL_WORKER: "false", HTTP_REQUEST_TIMEOUT_SECONDS: "1", HTTP_HEADERS_TIMEOUT_SECONDS: "0.5" });
    try {
      const slow = await trickle(
        Number(new URL(strict.url).port),
        `POST ${leadEndpoints.contact} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2000\r\n\r\n`,
        { everyMs: 50, giveUpMs: 5_000 },
      );
      expect(slow.status).toBe(408);
      expect(slow.closedAfterMs).toBeGreaterThanOrEqual(900);
      expect(slow.closedAfterMs).toBeLessThan(2_500);
      // Nothing was stored, and the cut-off is not an error of the server's.
      expect(await strict.store.db.selectFrom("leads").select("id").execute()).toEqual([]);
      expect(strict.logs.filter((entry) => Number(entry.level) > 40)).toEqual([]);
    } finally {
      await strict.close();
    }
  });
});

describe("redirects built from the request path", () => {
  it.each([
    ["/\\evil.example/", "/evil.example"],
    ["/\\\\evil.example/", "/evil.example"],
    ["//evil.example/", "/evil.example"],
    ["/\\/evil.example/", "/evil.example"],
    ["/a\\b/", "/a%5Cb"],
    ["/terms/", "/terms"],
  ])("GET %s stays on this origin", async (path, expected) => {
    const { status, head } = await rawRequest(port(), `GET ${path} HTTP/1.1`);
    expect(status).toBe(301);
    const location = header(head, "Location") ?? "";
    expect(location).toBe(expected);
    // However a browser reads it, the target is this origin.
    expect(new URL(location.replace(/%5C/g, "\\"), "https://www.lumora.example/x").origin).toBe("https://www.lumora.example");
  });

  it("sameOriginPath never starts with two slashes or a backslash", () => {
    for (const path of ["//a", "/\\a", "\\\\a", "/\\/a", "///\\a", "/a\\b"]) {
      const safe = sameOriginPath(path);
      expect(safe, path).toMatch(/^\/[^/\\]/);
      expect(safe).not.toContain("\\");
    }
  });
});

describe("headers on responses that are not pages", () => {
  it("JSON API answers, /healthz and /readyz carry the strict CSP and nosniff", async () => {
    const answers = [
      await postJson(endpoint(api.url, "contact"), validBody("contact")),
      await postJson(endpoint(api.url, "contact"), {}),
      await fetch(`${api.url}/healthz`).then((r) => ({ headers: r.headers })),
      await fetch(`${api.url}/readyz`).then((r) => ({ headers: r.headers })),
      await fetch(`${api.url}/api/no-such-endpoint`).then((r) => ({ headers: r.headers })),
    ];
    for (const { headers } of answers) {
      expect(headers.get("content-security-policy")).toBe(STRICT_CSP);
      expect(headers.get("x-content-type-options")).toBe("nosniff");
    }
  });
});

describe("listening", () => {
  it("exits non-zero naming the port when it is already in use", async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", () => resolve()));
    const busyPort = (taken.address() as net.AddressInfo).port;
    try {
      const start = spawnApi({ ...database.env, MAIL_WORKER: "true", PORT: String(busyPort), HOST: "127.0.0.1" }, 15_000);
      const error = await start.then(
        () => undefined,
        (failure: unknown) => failure as Error,
      );
      expect(error?.message).toMatch(/exited with 1/);
      expect(error?.message).toContain(`cannot listen on 127.0.0.1:${busyPort}`);
      expect(error?.message).toMatch(/already in use/);
      expect(error?.message).not.toMatch(/api listening/);
    } finally {
      taken.close();
    }
  });

  it("exits non-zero naming the host when HOST is not an address of this machine", async () => {
    // 192.0.2.1 is TEST-NET-1: never assigned to this machine; nothing is sent to it.
    const error = await spawnApi({ ...database.env, HOST: "192.0.2.1", PORT: "0" }, 15_000).then(
      () => undefined,
      (failure: unknown) => failure as Error,
    );
    expect(error?.message).toMatch(/exited with 1/);
    expect(error?.message).toContain("cannot listen on 192.0.2.1:0");
    expect(error?.message).toMatch(/not an address of this machine/);
  });
});
