import { problemReportAnswerSchema } from "#core/apiResponses";
import { problemReportInputSchema } from "#core/problemReports";
import { idSchema } from "#core/schemas";
import type { Services } from "../services";
import { clientAddress } from "./clientAddress";
import { type ApiRoute, answer, route, z } from "./route";

// "Report a problem with this spot" (docs/product.md "Problem reports", decision 050): the same
// schema and service as the spot page's form, which posts to the page without JavaScript.

const idParams = z.object({ id: idSchema });

export function problemReportRoutes(services: Services): ApiRoute[] {
  return [
    route({
      method: "post",
      path: "/locations/:id/problem-reports",
      tag: "Problem reports",
      summary:
        "Tell the team that a spot's record is wrong (closed, the pin, facilities, fish, gauge, other), " +
        "with an optional address for one reply once it is fixed. Each address counts once per spot " +
        "per day on the spot's clock; a second report that day is thanked and not counted",
      params: idParams,
      body: problemReportInputSchema,
      successStatus: 202,
      responses: {
        202: answer(
          "The report is taken, or was already taken today from this address",
          problemReportAnswerSchema,
        ),
        400: "Bad kind, note or e-mail address",
        404: "No such location",
        429: "Rate limited",
      },
      handle: async ({ params, body, req }) => {
        const { message, counted } = await services.reportProblem({
          locationId: params.id,
          input: body,
          clientAddress: clientAddress(req),
        });
        return { message, counted } satisfies z.infer<typeof problemReportAnswerSchema>;
      },
    }),
  ];
}
