import http from "node:http";

/** Each answer: the request's number, its time from sending to the answer's end, and its status (0: no answer). */
export type OpenLoopSample = { i: number; ms: number; status: number };
export type OpenLoopResult = { sent: number; samples: OpenLoopSample[] };

/**
 * Requests as independent visitors send them: arrivals at random (Poisson,
 * `rate` per second on average), each sent when due whether or not earlier
 * ones were answered, over kept-alive connections. Unlike a fixed set of
 * connections firing together, this measures the answer a visitor gets at
 * that traffic, not a queue the load generator made.
 */
export async function openLoop({
  url,
  rate,
  seconds,
  request,
}: {
  url: string;
  rate: number;
  seconds: number;
  request: (i: number) => { headers: Record<string, string>; body: string };
}): Promise<OpenLoopResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const target = new URL(url);
  const result: OpenLoopResult = { sent: 0, samples: [] };
  const inFlight = new Set<Promise<void>>();
  const send = (i: number) => {
    const { headers, body } = request(i);
    const started = performance.now();
    const done = new Promise<void>((resolve) => {
      const req = http.request(target, { method: "POST", agent, headers: { ...headers, "content-length": Buffer.byteLength(body) } }, (res) => {
        res.resume();
        res.on("end", () => {
          result.samples.push({ i, ms: performance.now() - started, status: res.statusCode ?? 0 });
          resolve();
        });
      });
      req.on("error", () => {
        result.samples.push({ i, ms: performance.now() - started, status: 0 });
        resolve();
      });
      req.end(body);
    });
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
  };
  const start = performance.now();
  const end = start + seconds * 1000;
  let due = start;
  while (due < end) {
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    while (due <= performance.now() && due < end) {
      send(result.sent++);
      due += (-Math.log(1 - Math.random()) / rate) * 1000;
    }
  }
  await Promise.all(inFlight);
  agent.destroy();
  return result;
}
