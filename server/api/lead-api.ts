import express, { type Request, type Response } from "express";
import type { Logger } from "../logger.server.ts";
import type { IpHasher } from "../leads/ip-hash.server.ts";
import { type Admission, type LeadService, StorageUnavailableError } from "../leads/lead-service.server.ts";
import type { ResultReferences } from "../leads/result-reference.server.ts";
import {
  FORM_RESULT_REFERENCE_PARAM,
  type FormResultStatus,
  leadEndpoints,
  type LeadType,
  leadTypeModules,
  leadTypes,
} from "#app/forms/lead-contract.ts";

export type { FormResultStatus };
import type { LeadContent } from "#app/forms/lead-types/lead-type.ts";
import { formPostToBody, type FieldErrors, type RequestBody, resultAbout, type ValidatedLead } from "../leads/validate.ts";
import { BODY_LIMIT_BYTES, BodyError, type BodyKind, bodyKindOf, parseFormBody, parseJsonBody, readBody } from "../http/body.ts";
import { isCrossSite } from "../http/origin-check.ts";
import { networkKey } from "../http/network-key.ts";
import type { LeadRateLimits, RateLimitDecision } from "../http/rate-limit.ts";

/** `undefined` until the database is ready. */
export type LeadApiServices = {
  leads: LeadService;
  hashIp: IpHasher;
  /** null when RATE_LIMIT is off. */
  rateLimits: LeadRateLimits | null;
  resultReferences: ResultReferences;
};

export type LeadApiOptions = {
  logger: Logger;
  siteUrl?: string;
  bodyLimitBytes?: number;
  services(): LeadApiServices | undefined;
  checkReady(): Promise<{ ready: true; database: string } | { ready: false; reason: string }>;
};

export const FORM_RESULT_PATH = "/form-result";

export const messages = {
  crossSite: "Cross-site request blocked",
  contentType: "Unsupported content type: send application/json or a form post",
  tooLarge: "Request body is too large",
  rateLimited: "Too many submissions. Please wait a few minutes and try again.",
  unavailable: "We couldn't save your submission right now. Please try again in a few minutes.",
  unexpected: "Something went wrong. Please try again.",
  methodNotAllowed: "Use POST",
} as const;

type Outcome =
  | { kind: "success"; message: string }
  | { kind: "invalid"; error: string; fieldErrors: FieldErrors }
  | { kind: "error"; status: number; error: string; formStatus: FormResultStatus; retryAfter?: number };

function formResultUrl(type: LeadType, status: FormResultStatus, fieldErrors?: FieldErrors, extra: Record<string, string> = {}): string {
  let url = `${FORM_RESULT_PATH}?form=${type}&status=${status}`;
  // References the result page looks up itself, never free text.
  for (const [key, value] of Object.entries(extra)) if (value) url += `&${key}=${encodeURIComponent(value)}`;
  // Messages only: never the visitor's values.
  if (fieldErrors) url += `&errors=${encodeURIComponent(JSON.stringify(fieldErrors))}`;
  return url;
}

function send(res: Response, type: LeadType, kind: BodyKind | undefined, outcome: Outcome, extra: Record<string, string> = {}): void {
  res.setHeader("Cache-Control", "no-store");
  if (outcome.kind === "error" && outcome.retryAfter) res.setHeader("Retry-After", String(outcome.retryAfter));
  // A refused cross-site or unknown-type request gets the JSON status even from a form post.
  if (kind === "form" && !(outcome.kind === "error" && (outcome.status === 403 || outcome.status === 415))) {
    const url =
      outcome.kind === "success"
        ? formResultUrl(type, "success", undefined, extra)
        : outcome.kind === "invalid"
          ? formResultUrl(type, "invalid", outcome.fieldErrors, extra)
          : formResultUrl(type, outcome.formStatus, undefined, extra);
    res.redirect(303, url);
    return;
  }
  if (outcome.kind === "success") res.status(200).json({ success: true, message: outcome.message });
  else if (outcome.kind === "invalid")
    res.status(400).json({ success: false, error: outcome.error, fieldErrors: outcome.fieldErrors });
  else res.status(outcome.status).json({ success: false, error: outcome.error });
}

const unavailable: Outcome = {
  kind: "error",
  status: 503,
  error: messages.unavailable,
  formStatus: "error",
  retryAfter: 30,
};

function rateLimited(retryAfter: number): Outcome {
  return { kind: "error", status: 429, error: messages.rateLimited, formStatus: "rate-limited", retryAfter };
}

class RateLimitUnavailableError extends Error {
  override name = "RateLimitUnavailableError";
}

const normalizedEmail = (email: string) => email.trim().toLowerCase();

/** A result link carries no personal data: content references and a signed, short-lived lead reference the page
 * resolves (server/leads/result-reference.server.ts). */
function resultQuery(type: LeadType, body: RequestBody, leadReference?: string, content?: LeadContent): Record<string, string> {
  const query = resultAbout(type, body, content);
  if (leadReference) query[FORM_RESULT_REFERENCE_PARAM] = leadReference;
  return query;
}

function errorSummary(error: unknown): { name?: string; code?: unknown; message: string } {
  // Never the whole error object: a database error's `detail` can quote values.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  if (cause instanceof Error) {
    return { name: cause.name, code: (cause as { code?: unknown }).code, message: cause.message.slice(0, 300) };
  }
  return { message: String(cause).slice(0, 300) };
}

/** JSON in, JSON out; a classic form post to the same URL gets a 303 to the result page. */
export function createLeadApiRouter(options: LeadApiOptions): express.Router {
  const { logger, siteUrl, bodyLimitBytes = BODY_LIMIT_BYTES } = options;
  const router = express.Router();

  async function handle(type: LeadType, req: Request, res: Response): Promise<void> {
    const kind = bodyKindOf(req);
    if (isCrossSite(req, siteUrl)) {
      return send(res, type, kind, { kind: "error", status: 403, error: messages.crossSite, formStatus: "error" });
    }
    if (!kind) {
      return send(res, type, kind, { kind: "error", status: 415, error: messages.contentType, formStatus: "error" });
    }
    const services = options.services();
    if (!services) return send(res, type, kind, unavailable);

    let body: RequestBody;
    try {
      const raw = await readBody(req, bodyLimitBytes);
      body = kind === "json" ? parseJsonBody(raw) : await formPostToBody(type, parseFormBody(raw));
    } catch (error) {
      if (error instanceof BodyError) {
        return send(res, type, kind, { kind: "error", status: error.status, error: error.message, formStatus: "error" });
      }
      throw error;
    }

    // (ADR 0104) A retry of a stored lead costs nothing; every post counts against its network; a valid one against its
    // email address before it is stored.
    const limits = services.rateLimits;
    let networkHit: RateLimitDecision | undefined;
    let emailHit: RateLimitDecision | undefined;
    let admit: ((lead: ValidatedLead) => Promise<Admission>) | undefined;
    if (limits) {
      try {
        if (!(await services.leads.isRetry(type, body))) {
          networkHit = await limits.network.hit(services.hashIp(networkKey(req.ip)) ?? "unknown");
          if (!networkHit.allowed) {
            logger.info({ type, limit: "network" }, "lead post refused: rate limit");
            return send(res, type, kind, rateLimited(networkHit.retryAfterSeconds));
          }
          admit = async (lead) => {
            const email = lead.email ? services.hashIp(normalizedEmail(lead.email)) : null;
            if (!email) return { allowed: true };
            try {
              emailHit = await limits.email.hit(email);
            } catch (error) {
              throw new RateLimitUnavailableError("the email rate limit could not be counted", { cause: error });
            }
            return emailHit.allowed ? { allowed: true } : { allowed: false, retryAfterSeconds: emailHit.retryAfterSeconds };
          };
        }
      } catch (error) {
        logger.error({ type, error: errorSummary(error) }, "rate limiter unavailable");
        return send(res, type, kind, unavailable);
      }
    }
    // A post that stored nothing new gives back what it was counted for.
    const refund = (...decisions: (RateLimitDecision | undefined)[]) =>
      Promise.all(decisions.map((decision) => decision?.refund())).catch((error: unknown) => {
        logger.warn({ type, error: errorSummary(error) }, "rate limit not refunded");
      });

    try {
      const outcome = await services.leads.submit({
        type,
        body,
        ip: req.ip,
        userAgent: req.headers["user-agent"],
        admit,
      });
      if (outcome.status === "limited") {
        logger.info({ type, limit: "email" }, "lead post refused: rate limit");
        return send(res, type, kind, rateLimited(outcome.retryAfterSeconds));
      }
      if (outcome.status === "success") {
        // Two copies of one post raced past the retry check: the second costs nothing either.
        if (outcome.duplicate) await refund(networkHit, emailHit);
        const reference = kind === "form" ? services.resultReferences.issue(type, outcome.leadId) : undefined;
        return send(res, type, kind, { kind: "success", message: outcome.message }, resultQuery(type, body, reference, services.leads.content()));
      }
      return send(res, type, kind, { kind: "invalid", error: outcome.error, fieldErrors: outcome.fieldErrors }, resultQuery(type, body, undefined, services.leads.content()));
    } catch (error) {
      if (error instanceof RateLimitUnavailableError) {
        logger.error({ type, error: errorSummary(error) }, "rate limiter unavailable");
        return send(res, type, kind, unavailable);
      }
      if (error instanceof StorageUnavailableError) {
        logger.error({ type, error: errorSummary(error) }, "lead not stored: storage unavailable");
        void refund(emailHit);
        return send(res, type, kind, unavailable);
      }
      logger.error({ type, error: errorSummary(error) }, "lead not stored: unexpected error");
      return send(res, type, kind, {
        kind: "error",
        status: 500,
        error: leadTypeModules[type].unexpectedError ?? messages.unexpected,
        formStatus: "error",
      });
    }
  }

  for (const type of leadTypes) {
    const path = leadEndpoints[type];
    router.post(path, (req, res) => handle(type, req, res));
    router.all(path, (_req, res) => {
      res.setHeader("Allow", "POST");
      res.setHeader("Cache-Control", "no-store");
      res.status(405).json({ success: false, error: messages.methodNotAllowed });
    });
  }

  router.get("/readyz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const state = await options.checkReady();
    if (state.ready) res.json({ status: "ready", database: state.database });
    else res.status(503).json({ status: "unavailable", error: state.reason });
  });

  return router;
}
