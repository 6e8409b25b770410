import net from "node:net";

/**
 * HTTP/1.1 clients on a bare socket, for what fetch cannot do: keep sending a
 * body after the answer, or send it slowly.
 */
export type RawAnswer = {
  /** The status of the first answer, 0 when none came. */
  status: number;
  /** Its header block (`HTTP/1.1 405 …\r\nName: value…`). */
  head: string;
  /** Everything received. */
  received: string;
};

export function readAnswer(received: string): RawAnswer {
  const head = received.split("\r\n\r\n")[0] ?? "";
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, received };
}

/** A header of an answer's head, or undefined. */
export function headerOf(head: string, name: string): string | undefined {
  return new RegExp(`^${name}: (.*)$`, "im").exec(head)?.[1]?.trim();
}

export type Upload = RawAnswer & {
  /** The server closed the connection (before `giveUpMs`). */
  closed: boolean;
  /** From the first byte of the answer to the close. */
  closedAfterAnswerMs: number | undefined;
  /** Body bytes handed to the socket. */
  sent: number;
};

/**
 * Sends `head` (a request line and headers, ending in a blank line), then body
 * bytes as fast as the server takes them, in chunked framing when the head
 * says so, until the server closes the connection or `giveUpMs` passes.
 */
export async function uploadUntilClosed(port: number, head: string, { giveUpMs = 3_000 } = {}): Promise<Upload> {
  const socket = net.connect(port, "127.0.0.1");
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  const block = Buffer.alloc(64 * 1024, "a");
  const piece = /transfer-encoding: chunked/i.test(head)
    ? Buffer.concat([Buffer.from(`${block.length.toString(16)}\r\n`), block, Buffer.from("\r\n")])
    : block;
  let received = "";
  let answeredAt: number | undefined;
  let sent = 0;
  let sending = true;
  socket.on("data", (chunk: Buffer) => {
    answeredAt ??= Date.now();
    received += chunk.toString("latin1");
  });
  // Writing after the server closed fails (EPIPE, ECONNRESET): that is the point.
  socket.on("error", () => {});
  socket.write(head);
  const pump = () => {
    while (sending && socket.writable) {
      sent += block.length;
      if (!socket.write(piece)) {
        socket.once("drain", pump);
        return;
      }
    }
  };
  pump();
  const closed = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), giveUpMs);
    socket.once("close", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  const closedAt = Date.now();
  sending = false;
  socket.destroy();
  return { ...readAnswer(received), closed, closedAfterAnswerMs: closed && answeredAt ? closedAt - answeredAt : undefined, sent };
}

export type Trickle = RawAnswer & {
  /** From the connection to the server closing it; undefined when it stayed open for `giveUpMs`. */
  closedAfterMs: number | undefined;
};

/** Sends `head`, then the body one byte every `everyMs`, until the server closes the connection or `giveUpMs` passes. */
export async function trickle(port: number, head: string, { everyMs = 100, giveUpMs = 10_000 } = {}): Promise<Trickle> {
  const socket = net.connect(port, "127.0.0.1");
  const started = Date.now();
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  let received = "";
  socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
  socket.on("error", () => {});
  socket.write(head);
  const timer = setInterval(() => {
    if (socket.writable) socket.write("a");
  }, everyMs);
  const closed = await new Promise<boolean>((resolve) => {
    const giveUp = setTimeout(() => resolve(false), giveUpMs);
    socket.once("close", () => {
      clearTimeout(giveUp);
      resolve(true);
    });
  });
  const closedAfterMs = closed ? Date.now() - started : undefined;
  clearInterval(timer);
  socket.destroy();
  return { ...readAnswer(received), closedAfterMs };
}
