import {
  consoleGuideListSchema,
  guideChangeSchema,
  guideDecisionSchema,
  guideListSchema,
  managedGuideSchema,
  messageSchema,
} from "#core/apiResponses";
import { guideApplicationSchema, guideFieldsSchema } from "#core/curatedGuides";
import { GUIDE_LINK_MINUTES, GUIDE_STATUSES, guideLinkRequestSchema, guideReasonSchema } from "#core/guides";
import { REPORTS_TO_HIDE } from "#core/moderation";
import { idSchema, reviewReportInputSchema } from "#core/schemas";
import type { Services } from "../services";
import { clientAddress } from "./clientAddress";
import { operatorOf } from "./operatorOf";
import { type ApiRoute, answer, route, z } from "./route";

// The Local Guides directory's calls (docs/product.md "Local guides", decision 041): the public
// ones, mounted with the rest of /api, and the operators' ones under /api/admin (admin.ts's guard).

const idParams = z.object({ id: idSchema });

// A link's token travels in the address (`?token=`), which makes the answer personal: no cache
// keeps it (http/cachePolicy.ts).
const linkTokenQuery = z.object({
  token: z.string({ error: "This link is missing its token" }).max(200).describe("The e-mailed link's token"),
});
const confirmBody = z.object({ token: z.string({ error: "This link is missing its token" }).max(200) });
const updateBody = guideFieldsSchema.extend({
  token: z.string({ error: "This link is missing its token" }).max(200).describe("The e-mailed link's token"),
});

/** The public calls. */
export function guideRoutes(services: Services): ApiRoute[] {
  return [
    route({
      method: "get",
      path: "/locations/:id/guides",
      tag: "Local guides",
      summary:
        "The approved guides of a spot: those who named its water first, then those of its region, " +
        "each group in an order that turns daily (on the spot's clock); never an e-mail address",
      params: idParams,
      responses: {
        200: answer("The spot's guides", guideListSchema),
        400: "Bad id",
        404: "No such location",
      },
      handle: ({ params }) => services.listGuidesForLocation({ locationId: params.id }),
    }),
    route({
      method: "post",
      path: "/guides",
      tag: "Local guides",
      summary:
        "Apply to the directory. The answer is the same for every address: a new address is sent a " +
        "confirmation link, an address with a listing the update link; nothing is shown before approval",
      body: guideApplicationSchema,
      successStatus: 202,
      responses: {
        202: answer("The same answer for every address", messageSchema),
        400: "Invalid application (a field, a link outside website, waters of another state)",
        429: "Rate limited",
      },
      handle: async ({ req }) =>
        services.applyAsGuide({ input: req.body, clientAddress: clientAddress(req) }),
    }),
    route({
      method: "post",
      path: "/guides/confirm",
      tag: "Local guides",
      summary: "The confirmation page's button: the application goes to the operators' review",
      body: confirmBody,
      responses: {
        200: answer("Confirmed; it waits for review", guideChangeSchema),
        400: "No token",
        404: "The link is unknown, used or expired",
      },
      handle: ({ body }) => services.confirmGuideApplication({ token: body.token }),
    }),
    route({
      method: "post",
      path: "/guides/update-link",
      tag: "Local guides",
      summary: `Ask for a link to update or withdraw a listing (works once, for ${GUIDE_LINK_MINUTES} minutes); the same answer for every address`,
      body: guideLinkRequestSchema,
      successStatus: 202,
      responses: {
        202: answer("The same answer for every address", messageSchema),
        400: "Not an e-mail address",
        429: "Rate limited",
      },
      handle: ({ body }) => services.requestGuideUpdateLink({ email: body.email }),
    }),
    route({
      method: "get",
      path: "/guides/manage",
      tag: "Local guides",
      summary:
        "What an update link would change: the guide's listing, the address masked; the link is not spent",
      query: linkTokenQuery,
      responses: {
        200: answer("The listing", managedGuideSchema),
        400: "No token",
        404: "The link is unknown, used or expired",
      },
      handle: ({ query }) => services.findGuideForUpdate({ token: query.token }),
    }),
    route({
      method: "put",
      path: "/guides/manage",
      tag: "Local guides",
      summary:
        "Update the listing with the link's token (spends it): the changes wait for the operators' " +
        "review and the listing leaves the pages meanwhile",
      body: updateBody,
      responses: {
        200: answer("Updated; it waits for review", guideChangeSchema),
        400: "Invalid fields",
        404: "The link is unknown, used or expired",
        409: "Our team hid the listing: it can be withdrawn, not changed",
        429: "Rate limited",
      },
      handle: ({ body, req }) => services.updateGuideListing({ token: body.token, input: req.body }),
    }),
    route({
      method: "delete",
      path: "/guides/manage",
      tag: "Local guides",
      summary: "Withdraw the listing with the link's token (spends it): it leaves every page at once",
      query: linkTokenQuery,
      responses: {
        200: answer("Withdrawn", guideChangeSchema),
        400: "No token",
        404: "The link is unknown, used or expired",
        429: "Rate limited",
      },
      handle: ({ query }) => services.withdrawGuideListing({ token: query.token }),
    }),
    route({
      method: "post",
      path: "/guides/:id/reports",
      tag: "Local guides",
      summary: `Report a listing; reports from ${REPORTS_TO_HIDE} addresses hide it until an operator decides`,
      params: idParams,
      body: reviewReportInputSchema,
      successStatus: 202,
      responses: {
        202: answer("The report is taken (each address counts once per listing)", messageSchema),
        400: "Bad reason or note",
        404: "No such listing, or it is not public",
        429: "Rate limited",
      },
      handle: async ({ params, body, req }) => {
        const { message } = await services.reportGuide({
          guideId: params.id,
          input: body,
          clientAddress: clientAddress(req),
        });
        return { message } satisfies z.infer<typeof messageSchema>;
      },
    }),
  ];
}

const DECISION_ANSWERS = {
  200: answer("The decision", guideDecisionSchema),
  401: "Not signed in",
  403: "Missing or wrong CSRF token",
  404: "No such guide",
  409: "The guide's status does not allow it",
} as const;

/** The console's calls, behind the operators' guard (mounted by admin.ts under /api/admin). */
export function guideAdminRoutes(services: Services): ApiRoute[] {
  return [
    route({
      method: "get",
      path: "/guides",
      tag: "Operators",
      summary:
        "Guides' applications and listings of one status, or all but the unconfirmed: pending first, " +
        "then oldest first, with their open reports; addresses masked",
      query: z.object({
        status: z.enum(GUIDE_STATUSES, { error: `status is one of ${GUIDE_STATUSES.join(", ")}` }).optional(),
      }),
      responses: { 200: answer("Guides", consoleGuideListSchema), 400: "Bad status", 401: "Not signed in" },
      handle: ({ query }) => services.listConsoleGuides({ status: query.status }),
    }),
    route({
      method: "post",
      path: "/guides/:id/approve",
      tag: "Operators",
      summary:
        "Approve a guide (pending, hidden or rejected): the listing shows on its spots; the guide is told",
      params: idParams,
      responses: DECISION_ANSWERS,
      handle: ({ params, res }) => services.approveGuide({ id: params.id, operator: operatorOf(res).email }),
    }),
    route({
      method: "post",
      path: "/guides/:id/reject",
      tag: "Operators",
      summary: "Reject an application with a reason, which the guide is mailed",
      params: idParams,
      body: guideReasonSchema,
      responses: { ...DECISION_ANSWERS, 400: "No reason" },
      handle: ({ params, body, res }) =>
        services.rejectGuide({ id: params.id, operator: operatorOf(res).email, reason: body.reason }),
    }),
    route({
      method: "post",
      path: "/guides/:id/hide",
      tag: "Operators",
      summary: "Hide a listing with a reason: it leaves every page until approved again",
      params: idParams,
      body: guideReasonSchema,
      responses: { ...DECISION_ANSWERS, 400: "No reason" },
      handle: ({ params, body, res }) =>
        services.hideGuide({ id: params.id, operator: operatorOf(res).email, reason: body.reason }),
    }),
    route({
      method: "put",
      path: "/guides/:id",
      tag: "Operators",
      summary: "Edit a guide's fields (the address excepted); the status stays",
      params: idParams,
      body: guideFieldsSchema,
      responses: { ...DECISION_ANSWERS, 400: "Invalid fields" },
      handle: ({ params, req, res }) =>
        services.editGuide({ id: params.id, operator: operatorOf(res).email, input: req.body }),
    }),
  ];
}
