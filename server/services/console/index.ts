// The operators' console domain's public face (decision 032): sign-in, sessions, and the
// console's locations, suggestions, alerts and audit screens.
import * as audit from "../audit";
import type { ServiceContext } from "../context";
import * as consoleAlerts from "./consoleAlerts";
import * as consoleLocations from "./consoleLocations";
import * as consoleSuggestions from "./consoleSuggestions";
import * as operators from "./operators";
import * as sessions from "./sessions";

export type { AlertsOverview, BouncedAddress, FailedNotice, UnsubscribedAddress } from "./consoleAlerts";
export type { OperatorSession } from "./sessions";

/** What the one operator guard is asked (sessions.requireOperator). */
export type OperatorRequest = { cookie: string | null | undefined; write: boolean; csrfToken?: unknown };

export function createConsoleServices({ db, mailer, logger, config, bind, write }: ServiceContext) {
  const operatorDeps: operators.OperatorDeps = {
    db,
    mailer,
    logger,
    publicUrl: config.publicUrl,
    operatorEmails: config.operatorEmails ?? [],
  };
  const sessionStorage = sessions.operatorSessionStorage({
    db,
    publicUrl: config.publicUrl,
    isOperator: (email) => operators.isOperator(operatorDeps, email),
  });
  return {
    // The operators' console (decision 032): off, with no one listed in OPERATOR_EMAILS.
    operatorConsoleOn: operatorDeps.operatorEmails.length > 0,
    requestOperatorSignIn: (options: { email: string }) => operators.requestSignIn(operatorDeps, options),
    /** Spends a sign-in link and starts a session: its Set-Cookie, address and CSRF token; or null. */
    completeOperatorSignIn: async (options: { token: string }) => {
      const email = await operators.spendSignInLink(operatorDeps, options);
      return email ? sessions.startSession(sessionStorage, email) : null;
    },
    /** The one guard of the console's API and pages (401 and 403 as UnauthorizedError, ForbiddenError). */
    requireOperator: (request: OperatorRequest) => sessions.requireOperator(sessionStorage, request),
    /** Ends the session a Cookie header names; answers the Set-Cookie that clears it. */
    signOutOperator: (options: { cookie: string | null | undefined }) =>
      sessions.endSession(sessionStorage, options.cookie),
    // The console's locations screen (operator actions, audited).
    searchConsoleLocations: bind(consoleLocations.searchConsoleLocations),
    locationDependants: bind(consoleLocations.locationDependants),
    createConsoleLocation: write("locations", bind(consoleLocations.createConsoleLocation)),
    updateConsoleLocation: write("locations", bind(consoleLocations.updateConsoleLocation)),
    deleteConsoleLocation: write("locations", bind(consoleLocations.deleteConsoleLocation)),
    // The console's suggestions and alerts screens (operator actions, audited).
    listConsoleSuggestions: bind(consoleSuggestions.listConsoleSuggestions),
    // An approval's new location is announced by locationsChanged (locations/locationChanges.ts).
    approveSuggestion: write("suggestions", bind(consoleSuggestions.approveConsoleSuggestion)),
    rejectSuggestion: write("suggestions", bind(consoleSuggestions.rejectSuggestion)),
    alertsOverview: bind(consoleAlerts.alertsOverview),
    listAudit: bind(audit.listAudit),
    auditPages: () => audit.auditPages(db),
  };
}
