import { type RequestHandler, type Response, Router } from "express";
import type { Logger } from "pino";
import {
  auditCsvSchema,
  auditListSchema,
  messageSchema,
  moderationDecisionSchema,
  moderationQueueSchema,
  operatorSessionSchema,
} from "#core/apiResponses";
import { CSRF_HEADER, SIGN_IN_ANSWER, SIGN_IN_LINK_REFUSED } from "#core/operators";
import { hideReviewInputSchema, idSchema, signInRequestSchema } from "#core/schemas";
import type { Config } from "../config.server";
import type { Services } from "../services";
import { AUDIT_CSV_HEADER, auditCsvLine } from "../services/audit";
import { apiRouter } from "./api";
import { HttpError } from "./errors";
import { guideAdminRoutes } from "./guidesApi";
import { operatorOf } from "./operatorOf";
import { clientRateLimit } from "./rateLimit";
import { ANSWERED, type ApiRoute, answer, route, z } from "./route";

// The operators' API under /api/admin (docs/product.md "API: operators", decision 032). Mounted
// only when OPERATOR_EMAILS names someone: otherwise every path here is the API's 404.

const idParams = z.object({ id: idSchema });

type Decision = z.infer<typeof moderationDecisionSchema>;
type OperatorSessionAnswer = z.infer<typeof operatorSessionSchema>;

/** Sign-in requests per client address in 15 minutes, from the API and the login page together. */
export const SIGN_IN_REQUESTS_PER_CLIENT = 10;

export function signInRateLimit(logger: Logger): RequestHandler {
  return clientRateLimit({ windowMs: 15 * 60_000, limit: SIGN_IN_REQUESTS_PER_CLIENT, logger });
}

export { operatorOf };

/**
 * Every call after sign-in goes through the console's one guard (services.requireOperator): a
 * live session (401 without one), and for a write the session's CSRF token in X-CSRF-Token (403
 * when missing or wrong). The cookie is SameSite=Lax already; the token also stops a write from
 * a page of our own origin that is not the console.
 */
function requireOperator(services: Services): RequestHandler {
  return async (req, res, next) => {
    try {
      res.locals.operator = await services.requireOperator({
        cookie: req.headers.cookie,
        write: req.method !== "GET" && req.method !== "HEAD",
        csrfToken: req.get(CSRF_HEADER),
      });
      next();
    } catch (error) {
      next(error);
    }
  };
}

const startSessionSchema = z.object({ token: z.string({ error: "Token is required" }).min(1).max(200) });

function signInRoutes(services: Services): ApiRoute[] {
  return [
    route({
      method: "post",
      path: "/sign-in",
      tag: "Operators",
      summary: "Ask for a sign-in link; only an operator's address is sent one, every answer is the same",
      body: signInRequestSchema,
      successStatus: 202,
      responses: {
        202: answer("The same answer for every address", messageSchema),
        400: "Not an e-mail address",
        429: "Too many requests from this client",
      },
      handle: async ({ body }) => {
        await services.requestOperatorSignIn({ email: body.email });
        return { message: SIGN_IN_ANSWER } satisfies z.infer<typeof messageSchema>;
      },
    }),
    route({
      method: "post",
      path: "/session",
      tag: "Operators",
      summary:
        "Start a session with a sign-in link's token (single use, 15 minutes); sets the session cookie",
      body: startSessionSchema,
      successStatus: 201,
      responses: {
        201: answer("The session; its cookie is in Set-Cookie", operatorSessionSchema),
        400: "No token",
        401: "The link is unknown, used or expired",
      },
      handle: async ({ body, res }) => {
        const session = await services.completeOperatorSignIn({ token: body.token });
        if (!session) throw new HttpError(401, SIGN_IN_LINK_REFUSED);
        res.setHeader("Set-Cookie", session.setCookie);
        return { email: session.email, csrfToken: session.csrfToken } satisfies OperatorSessionAnswer;
      },
    }),
  ];
}

// What every decision on a review answers: the decision, or why none was made.
const REVIEW_DECISION_ANSWERS = {
  200: answer("The decision", moderationDecisionSchema),
  401: "Not signed in",
  403: "Missing or wrong CSRF token",
  404: "No such review",
} as const;

function operatorRoutes(services: Services): ApiRoute[] {
  const decided = (id: number, status: Decision["status"]): Decision => ({ id, status });
  return [
    route({
      method: "get",
      path: "/session",
      tag: "Operators",
      summary: "The signed-in operator, with the token every write sends in X-CSRF-Token",
      responses: { 200: answer("The session", operatorSessionSchema), 401: "Not signed in" },
      handle: async ({ res }) => {
        const { email, csrfToken } = operatorOf(res);
        return { email, csrfToken } satisfies OperatorSessionAnswer;
      },
    }),
    route({
      method: "delete",
      path: "/session",
      tag: "Operators",
      summary: "Sign out: the session ends at once, whoever holds its cookie",
      responses: {
        200: answer("Signed out; Set-Cookie clears the cookie", messageSchema),
        401: "Not signed in",
        403: "Missing or wrong CSRF token",
      },
      handle: async ({ req, res }) => {
        res.setHeader("Set-Cookie", await services.signOutOperator({ cookie: req.headers.cookie }));
        return { message: "Signed out" } satisfies z.infer<typeof messageSchema>;
      },
    }),
    route({
      method: "get",
      path: "/reviews",
      tag: "Operators",
      summary: "The moderation queue: held and hidden reviews, and reported ones, with their reports",
      responses: { 200: answer("Reviews, oldest first", moderationQueueSchema), 401: "Not signed in" },
      handle: () => services.listModerationQueue(),
    }),
    route({
      method: "post",
      path: "/reviews/:id/publish",
      tag: "Operators",
      summary: "Publish a review (its reports so far are settled)",
      params: idParams,
      responses: REVIEW_DECISION_ANSWERS,
      handle: async ({ params, res }) => {
        await services.publishReview({ reviewId: params.id, operator: operatorOf(res).email });
        return decided(params.id, "published");
      },
    }),
    route({
      method: "post",
      path: "/reviews/:id/hide",
      tag: "Operators",
      summary: "Hide a review, with a reason",
      params: idParams,
      body: hideReviewInputSchema,
      responses: { ...REVIEW_DECISION_ANSWERS, 400: "No reason" },
      handle: async ({ params, body, res }) => {
        await services.hideReview({
          reviewId: params.id,
          operator: operatorOf(res).email,
          reason: body.reason,
        });
        return decided(params.id, "hidden");
      },
    }),
    route({
      method: "delete",
      path: "/reviews/:id",
      tag: "Operators",
      summary: "Delete a review for good",
      params: idParams,
      responses: REVIEW_DECISION_ANSWERS,
      handle: async ({ params, res }) => {
        await services.deleteReview({ reviewId: params.id, operator: operatorOf(res).email });
        return decided(params.id, "deleted");
      },
    }),
    route({
      method: "get",
      path: "/audit",
      tag: "Operators",
      summary: "The audit log, newest first; ?before={id} pages back",
      query: z.object({ before: idSchema.optional() }),
      responses: { 200: answer("Entries, newest first", auditListSchema), 401: "Not signed in" },
      handle: ({ query }) => services.listAudit({ before: query.before }),
    }),
    route({
      method: "get",
      path: "/audit.csv",
      tag: "Operators",
      summary: "The whole audit log as CSV",
      responses: { 200: answer("The audit log", auditCsvSchema, "text/csv"), 401: "Not signed in" },
      handle: async ({ res }) => {
        await writeAuditCsv(services, res);
        return ANSWERED;
      },
    }),
    ...guideAdminRoutes(services),
  ];
}

/** The audit log as CSV, written page by page as it is read. */
export async function writeAuditCsv(services: Services, res: Response): Promise<void> {
  res.status(200);
  res.type("text/csv; charset=utf-8");
  res.setHeader("Content-Disposition", 'attachment; filename="fish-spots-audit.csv"');
  res.write(`${AUDIT_CSV_HEADER.join(",")}\r\n`);
  for await (const page of services.auditPages())
    res.write(page.map((row) => `${auditCsvLine(row)}\r\n`).join(""));
  res.end();
}

/** All of /api/admin's routes, for the OpenAPI document. */
export function adminApiRoutes(services: Services): ApiRoute[] {
  return [...signInRoutes(services), ...operatorRoutes(services)];
}

export function adminApiRouter(
  services: Services,
  config: Pick<Config, "bodyLimit">,
  limitSignIns: RequestHandler,
): Router {
  const router = Router();
  router.post("/sign-in", limitSignIns);
  router.use(apiRouter(signInRoutes(services), config));
  router.use(requireOperator(services), apiRouter(operatorRoutes(services), config));
  return router;
}
