import express, { type Request, type Response } from "express";
import { privacyApi, privacyPages } from "#app/forms/privacy-paths.ts";
import { DeleteConfirmationSchema, PrivacyLinkRequestSchema } from "#app/forms/privacy-request.schema.ts";
import { privacyApiMessages } from "#app/content/privacy-requests.ts";
import { fieldErrorsOf } from "#app/forms/fields.ts";
import { HONEYPOT_FIELD } from "#app/forms/options.ts";
import { BODY_LIMIT_BYTES, BodyError, type BodyKind, bodyKindOf, parseFormBody, parseJsonBody, readBody } from "../http/body.ts";
import { networkKey } from "../http/network-key.ts";
import { isCrossSite } from "../http/origin-check.ts";
import type { RateLimiter } from "../http/rate-limit.ts";
import type { IpHasher } from "../leads/ip-hash.server.ts";
import type { Logger } from "../logger.server.ts";
import type { PrivacyService } from "./privacy-service.server.ts";
import { clearedSessionCookie, readCookie, SESSION_COOKIE, sessionCookie } from "./session-cookie.server.ts";

/** null when RATE_LIMIT is off. */
export type PrivacyRateLimits = {
  network: RateLimiter;
  /** By the address's keyed hash. */
  address: RateLimiter;
};

export type PrivacyApiServices = { privacy: PrivacyService; hashIp: IpHasher; limits: PrivacyRateLimits | null };

export type PrivacyApiOptions = {
  logger: Logger;
  siteUrl?: string;
  services(): PrivacyApiServices | undefined;
};

/** Answers land on the form card (`#request-link`), so the notice is in view on a phone too. */
const withStatus = (path: string, status: string) =>
  `${path}?status=${encodeURIComponent(status)}${path === privacyPages.requests ? "#request-link" : ""}`;

function noStore(res: Response): void {
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Robots-Tag", "noindex");
}

/** JSON values that are not strings are dropped. */
async function readFields(req: Request, kind: BodyKind): Promise<Record<string, string>> {
  const raw = await readBody(req, BODY_LIMIT_BYTES);
  if (kind === "form") return parseFormBody(raw);
  const json = parseJsonBody(raw);
  return Object.fromEntries(Object.entries(json).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

function postHelpers(options: PrivacyApiOptions, log: Logger) {
  const { siteUrl } = options;
  /** Same site, a body we read, the service up. */
  async function intake(req: Request, res: Response): Promise<{ kind: BodyKind; fields: Record<string, string>; services: PrivacyApiServices } | undefined> {
    noStore(res);
    const kind = bodyKindOf(req);
    if (isCrossSite(req, siteUrl)) {
      res.status(403).json({ success: false, error: "Cross-site request blocked" });
      return undefined;
    }
    if (!kind) {
      res.status(415).json({ success: false, error: "Unsupported content type: send application/json or a form post" });
      return undefined;
    }
    const services = options.services();
    if (!services) {
      res.setHeader("Retry-After", "30");
      if (kind === "form") res.redirect(303, withStatus(privacyPages.requests, "unavailable"));
      else res.status(503).json({ success: false, error: privacyApiMessages.unavailable });
      return undefined;
    }
    try {
      return { kind, fields: await readFields(req, kind), services };
    } catch (error) {
      if (error instanceof BodyError) {
        res.status(error.status).json({ success: false, error: error.message });
        return undefined;
      }
      throw error;
    }
  }

  async function withinNetworkLimit(req: Request, res: Response, services: PrivacyApiServices, limited: () => void): Promise<boolean> {
    if (!services.limits) return true;
    const hit = await services.limits.network.hit(services.hashIp(networkKey(req.ip)) ?? "unknown");
    if (hit.allowed) return true;
    res.setHeader("Retry-After", String(hit.retryAfterSeconds));
    log.info({ limit: "network" }, "privacy post refused: rate limit");
    limited();
    return false;
  }

  function failed(res: Response, error: unknown, kind: BodyKind, page: string): void {
    log.error({ error: error instanceof Error ? error.message.slice(0, 300) : String(error) }, "privacy request failed");
    if (res.headersSent) return;
    res.setHeader("Retry-After", "30");
    if (kind === "form") res.redirect(303, withStatus(page, "unavailable"));
    else res.status(503).json({ success: false, error: privacyApiMessages.unavailable });
  }

  return { intake, withinNetworkLimit, failed };
}

type PostHelpers = ReturnType<typeof postHelpers>;

function routeLinks(router: express.Router, { intake, withinNetworkLimit, failed }: PostHelpers, log: Logger): void {
  // The same answer for every address, sent before the address is looked up (PrivacyService.requestLink).
  router.post(privacyApi.requests, async (req, res) => {
    const intook = await intake(req, res);
    if (!intook) return;
    const { kind, fields, services } = intook;
    const answer = (status: number, outcome: string, body: Record<string, unknown>) => {
      if (kind === "form") res.redirect(303, withStatus(privacyPages.requests, outcome));
      else res.status(status).json(body);
    };
    const limited = () => answer(429, "rate-limited", { success: false, error: privacyApiMessages.rateLimited });
    try {
      if (!(await withinNetworkLimit(req, res, services, limited))) return;
      const parsed = PrivacyLinkRequestSchema.safeParse(fields);
      if (!parsed.success) {
        answer(400, "invalid", { success: false, error: privacyApiMessages.invalid, fieldErrors: fieldErrorsOf(parsed.error) });
        return;
      }
      // A bot that fills the hidden field is told what a person is told, and nothing is sent.
      const bot = Boolean(fields[HONEYPOT_FIELD]);
      if (services.limits && !bot) {
        const hit = await services.limits.address.hit(services.privacy.hashAddress(parsed.data.email));
        if (!hit.allowed) {
          res.setHeader("Retry-After", String(hit.retryAfterSeconds));
          log.info({ limit: "address" }, "privacy link request refused: rate limit");
          limited();
          return;
        }
      }
      answer(200, "sent", { success: true, message: privacyApiMessages.sent });
      if (!bot) services.privacy.requestLink(parsed.data.email);
    } catch (error) {
      failed(res, error, kind, privacyPages.requests);
    }
  });

  // The page's Continue button posts the token: it is spent and a session begins.
  router.post(privacyApi.session, async (req, res) => {
    const intook = await intake(req, res);
    if (!intook) return;
    const { kind, fields, services } = intook;
    const refuse = (state: string, status: number) => {
      if (kind === "form") res.redirect(303, withStatus(privacyPages.confirm, state));
      else res.status(status).json({ success: false, error: state });
    };
    try {
      if (!(await withinNetworkLimit(req, res, services, () => refuse("rate-limited", 429)))) return;
      const started = await services.privacy.startSession(fields.token ?? "");
      if (!started.ok) {
        refuse(started.state, started.state === "invalid" ? 400 : 410);
        return;
      }
      res.setHeader("Set-Cookie", sessionCookie(started.session, { maxAgeSeconds: started.maxAgeSeconds, secure: req.secure }));
      if (kind === "form") res.redirect(303, privacyPages.manage);
      else res.status(200).json({ success: true });
    } catch (error) {
      failed(res, error, kind, privacyPages.confirm);
    }
  });
}

function routeManageActions(router: express.Router, options: PrivacyApiOptions, { intake, failed }: PostHelpers): void {
  const { siteUrl } = options;
  function sessionAction(path: string, act: (context: { req: Request; res: Response; kind: BodyKind; fields: Record<string, string>; services: PrivacyApiServices; email: string }) => Promise<void>) {
    router.post(path, async (req, res) => {
      const intook = await intake(req, res);
      if (!intook) return;
      const { kind, fields, services } = intook;
      try {
        const email = await services.privacy.sessionAddress(readCookie(req.headers.cookie, SESSION_COOKIE));
        if (!email) {
          res.setHeader("Set-Cookie", clearedSessionCookie({ secure: req.secure }));
          if (kind === "form") res.redirect(303, withStatus(privacyPages.requests, "session-ended"));
          else res.status(401).json({ success: false, error: privacyApiMessages.sessionEnded });
          return;
        }
        await act({ req, res, kind, fields, services, email });
      } catch (error) {
        failed(res, error, kind, privacyPages.manage);
      }
    });
  }

  sessionAction(privacyApi.export, async ({ res, services, email }) => {
    const document = await services.privacy.exportJson(email);
    const day = new Date().toISOString().slice(0, 10);
    res.setHeader("Content-Disposition", `attachment; filename="my-data-${day}.json"`);
    res.status(200).type("application/json; charset=utf-8").send(document);
  });

  sessionAction(privacyApi.delete, async ({ req, res, kind, fields, services, email }) => {
    if (!DeleteConfirmationSchema.safeParse(fields).success) {
      if (kind === "form") res.redirect(303, `${withStatus(privacyPages.manage, "confirm-delete")}#your-choices`);
      else res.status(400).json({ success: false, error: privacyApiMessages.confirmDelete });
      return;
    }
    const deleted = await services.privacy.deleteAll(email);
    res.setHeader("Set-Cookie", clearedSessionCookie({ secure: req.secure }));
    if (kind === "form") res.redirect(303, withStatus(privacyPages.requests, "deleted"));
    else res.status(200).json({ success: true, message: privacyApiMessages.deleted, deleted });
  });

  sessionAction(privacyApi.stopMarketing, async ({ res, kind, services, email }) => {
    await services.privacy.stopMarketing(email, "manage");
    if (kind === "form") res.redirect(303, withStatus(privacyPages.manage, "marketing-stopped"));
    else res.status(200).json({ success: true, message: privacyApiMessages.marketingStopped });
  });

  // Ends the session on the server, so a copied cookie opens nothing; the browser's cookie is cleared even when the
  // database cannot be reached.
  router.post(privacyApi.signOut, async (req, res) => {
    noStore(res);
    if (isCrossSite(req, siteUrl)) {
      res.status(403).json({ success: false, error: "Cross-site request blocked" });
      return;
    }
    const kind: BodyKind = bodyKindOf(req) === "json" ? "json" : "form";
    res.setHeader("Set-Cookie", clearedSessionCookie({ secure: req.secure }));
    try {
      const services = options.services();
      if (!services) throw new Error("the privacy service is not ready");
      await services.privacy.endSession(readCookie(req.headers.cookie, SESSION_COOKIE));
    } catch (error) {
      failed(res, error, kind, privacyPages.requests);
      return;
    }
    if (kind === "json") res.status(200).json({ success: true });
    else res.redirect(303, withStatus(privacyPages.requests, "signed-out"));
  });
}

function routeUnsubscribe(router: express.Router, options: PrivacyApiOptions, log: Logger): void {
  const { siteUrl } = options;
  // GET only shows a button, so a link scanner changes nothing; a POST unsubscribes (a mail client's one-click POST gets
  // a plain 200, the page's button a 303).
  router.get(privacyApi.unsubscribe, (req, res) => {
    noStore(res);
    const token = typeof req.query.token === "string" ? req.query.token : "";
    res.redirect(303, `${privacyPages.unsubscribe}?token=${encodeURIComponent(token)}`);
  });

  router.post(privacyApi.unsubscribe, async (req, res) => {
    noStore(res);
    const services = options.services();
    let fields: Record<string, string> = {};
    try {
      const raw = await readBody(req, BODY_LIMIT_BYTES);
      if (bodyKindOf(req) === "form") fields = parseFormBody(raw);
    } catch (error) {
      if (!(error instanceof BodyError)) throw error;
      res.status(error.status).type("text/plain").send(error.message);
      return;
    }
    const fromPage = fields.source === "page";
    if (fromPage && isCrossSite(req, siteUrl)) {
      res.status(403).json({ success: false, error: "Cross-site request blocked" });
      return;
    }
    const token = typeof req.query.token === "string" ? req.query.token : (fields.token ?? "");
    if (!services) {
      res.setHeader("Retry-After", "30");
      if (fromPage) res.redirect(303, `${privacyPages.unsubscribe}?token=${encodeURIComponent(token)}&status=unavailable`);
      else res.status(503).type("text/plain").send(privacyApiMessages.unavailable);
      return;
    }
    try {
      const done = await services.privacy.stopMarketingByToken(token, fromPage ? "link" : "one-click");
      if (fromPage) res.redirect(303, withStatus(privacyPages.unsubscribe, done ? "done" : "invalid"));
      else if (done) res.status(200).type("text/plain").send(privacyApiMessages.unsubscribed);
      else res.status(400).type("text/plain").send(privacyApiMessages.invalidUnsubscribe);
    } catch (error) {
      log.error({ error: error instanceof Error ? error.message.slice(0, 300) : String(error) }, "unsubscribe failed");
      res.setHeader("Retry-After", "30");
      if (fromPage) res.redirect(303, `${privacyPages.unsubscribe}?token=${encodeURIComponent(token)}&status=unavailable`);
      else res.status(503).type("text/plain").send(privacyApiMessages.unavailable);
    }
  });
}

/** Every endpoint takes a classic form post (pages work without JavaScript: a 303 back) or JSON. */
export function createPrivacyApiRouter(options: PrivacyApiOptions): express.Router {
  const router = express.Router();
  const log = options.logger.child({ component: "privacy-api" });
  const posts = postHelpers(options, log);
  routeLinks(router, posts, log);
  routeManageActions(router, options, posts);
  routeUnsubscribe(router, options, log);
  for (const path of Object.values(privacyApi)) {
    router.all(path, (_req, res) => {
      res.setHeader("Allow", path === privacyApi.unsubscribe ? "GET, POST" : "POST");
      res.setHeader("Cache-Control", "no-store");
      res.status(405).json({ success: false, error: "Use POST" });
    });
  }

  return router;
}
