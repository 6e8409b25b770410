import express, { type Request, type Response } from "express";
import type { Logger } from "../logger.server.ts";
import { BodyError, readBody } from "../http/body.ts";
import { isCrossSite } from "../http/origin-check.ts";
import { BEACON_LIMIT_BYTES, BEACON_PATH } from "#app/forms/page-view-beacon.ts";
import { BeaconSchema } from "./beacon-schema.ts";
import type { Analytics } from "./analytics.server.ts";

/** Prefetches and prerenders are not visits. */
const isSpeculative = (req: Request) => /prefetch|prerender/i.test(`${req.headers["sec-purpose"] ?? ""} ${req.headers.purpose ?? ""}`);

/** Answered 204 before the view is stored; programs and prefetches get the same 204 and are not counted. */
export function createBeaconRouter({ logger, siteUrl, analytics }: { logger: Logger; siteUrl: string | undefined; analytics: () => Analytics | undefined }): express.Router {
  const router = express.Router();
  router.post(BEACON_PATH, async (req: Request, res: Response) => {
    res.setHeader("Cache-Control", "no-store");
    if (isCrossSite(req, siteUrl)) return void res.status(403).type("text/plain").send("Views are counted from this site's own pages only.");
    let raw: string;
    try {
      raw = (await readBody(req, BEACON_LIMIT_BYTES)).toString("utf8");
    } catch (error) {
      if (error instanceof BodyError) return void res.status(error.status).type("text/plain").send(error.message);
      throw error;
    }
    // Every beacon counts against its network's rate, valid or not.
    const service = analytics();
    const admitted = service?.admit(req.ip);
    if (admitted && !admitted.allowed) {
      res.setHeader("Retry-After", String(admitted.retryAfterSeconds));
      return void res.status(429).type("text/plain").send("Too many views from this network; they are not counted for now.");
    }
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return void res.status(400).type("text/plain").send("The body must be JSON: {\"url\": \"/page\", \"referrer\": \"\"}");
    }
    const beacon = BeaconSchema.safeParse(json);
    if (!beacon.success) return void res.status(400).type("text/plain").send(`Invalid beacon: ${beacon.error.issues[0]?.message ?? "bad fields"}`);
    res.status(204).end();
    if (!service || isSpeculative(req)) return;
    service.count({ beacon: beacon.data, ip: req.ip, userAgent: req.headers["user-agent"] }).catch((error: unknown) => {
      logger.warn({ error: error instanceof Error ? error.message.slice(0, 200) : String(error) }, "page view not stored");
    });
  });
  return router;
}
