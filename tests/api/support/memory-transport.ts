import type { MailTransport, OutgoingMail } from "../../../server/mail/transport.server.ts";

/** A transport that keeps messages in memory, or fails while `failing` is set. */
export function memoryTransport() {
  const sent: OutgoingMail[] = [];
  const state = { failing: false };
  const transport: MailTransport = {
    kind: "smtp",
    target: "memory",
    async send(mail) {
      if (state.failing) throw new Error("connect ECONNREFUSED 127.0.0.1:25");
      sent.push(mail);
      return {};
    },
    close() {},
  };
  return { transport, sent, state };
}
