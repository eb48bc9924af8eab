// The guides domain's public face (docs/product.md "Local guides", decision 041): applications,
// their confirmation, the listings on spots, readers' reports, the guide's e-mailed update link
// and the operators' decisions in the console.
import type { GuideApplicationInput, GuideUpdateInput } from "#core/guides";
import type { ReviewReportInput } from "#core/schemas";
import type { ServiceContext } from "../context";
import * as applications from "./applications";
import * as consoleGuides from "./consoleGuides";
import * as guideReports from "./guideReports";
import type { GuideDeps } from "./guideRows";
import * as listings from "./listings";
import * as manage from "./manage";

export type { ConsoleGuide, GuideDecision } from "./consoleGuides";
export type { ManagedGuide } from "./manage";

export function createGuideServices({ db, mailer, logger, config, changes, bind, write }: ServiceContext) {
  const deps: GuideDeps = { db, mailer, logger, publicUrl: config.publicUrl };
  return {
    /** The spot's Local Guides tab: its named-water guides, then its region's, in the day's turn. */
    listGuidesForLocation: bind(listings.listGuidesForLocation),
    /** The /guides/apply form's waters: the spots of one state. */
    listGuideWaterChoices: bind(listings.listGuideWaterChoices),
    // Nothing of an application is public until an operator approves it: no change to announce.
    applyAsGuide: (options: { input: GuideApplicationInput; clientAddress: string }) =>
      applications.applyAsGuide(deps, options),
    confirmGuideApplication: bind(applications.confirmGuideApplication),
    requestGuideUpdateLink: (options: { email: unknown }) => manage.requestGuideUpdateLink(deps, options),
    findGuideForUpdate: bind(manage.findGuideForUpdate),
    // An update sends the listing back to review, a withdrawal ends it: either leaves the pages.
    updateGuideListing: write("guides", bind(manage.updateGuideListing)),
    withdrawGuideListing: write("guides", bind(manage.withdrawGuideListing)),
    // A report changes what the public sees only when it hides the listing.
    reportGuide: async (options: { guideId: number; input: ReviewReportInput; clientAddress: string }) => {
      const result = await guideReports.reportGuide(db, options);
      if (result.hidden) await changes.announce("guides");
      return result;
    },
    listConsoleGuides: bind(consoleGuides.listConsoleGuides),
    /** The console's edit page of one guide. */
    findConsoleGuide: bind(consoleGuides.findConsoleGuide),
    approveGuide: write("guides", (options: { id: number; operator: string }) =>
      consoleGuides.approveGuide(deps, options),
    ),
    rejectGuide: write("guides", (options: { id: number; operator: string; reason: unknown }) =>
      consoleGuides.rejectGuide(deps, options),
    ),
    hideGuide: write("guides", (options: { id: number; operator: string; reason: unknown }) =>
      consoleGuides.hideGuide(deps, options),
    ),
    editGuide: write("guides", (options: { id: number; operator: string; input: GuideUpdateInput }) =>
      consoleGuides.editGuide(db, options),
    ),
  };
}
