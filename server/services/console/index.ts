// The operators' console domain's public face (decision 032): sign-in, sessions, and the
// console's locations, suggestions, alerts and audit screens.
import * as audit from "../audit";
import type { ServiceContext } from "../context";
import * as consoleAlerts from "./consoleAlerts";
import * as consoleLocations from "./consoleLocations";
import * as consoleSuggestions from "./consoleSuggestions";
import * as operators from "./operators";

export type { AlertsOverview, BouncedAddress, FailedNotice, UnsubscribedAddress } from "./consoleAlerts";
export { csrfMatches, type OperatorSession } from "./operators";

export function createConsoleServices({ db, mailer, logger, config, bind, write }: ServiceContext) {
  const operatorDeps: operators.OperatorDeps = {
    db,
    mailer,
    logger,
    publicUrl: config.publicUrl,
    operatorEmails: config.operatorEmails ?? [],
  };
  return {
    // The operators' console (decision 032): off, with no one listed in OPERATOR_EMAILS.
    operatorConsoleOn: operatorDeps.operatorEmails.length > 0,
    requestOperatorSignIn: (options: { email: string }) => operators.requestSignIn(operatorDeps, options),
    completeOperatorSignIn: (options: { token: string }) => operators.completeSignIn(operatorDeps, options),
    findOperatorSession: (options: { sessionId: string }) => operators.findSession(operatorDeps, options),
    signOutOperator: bind(operators.signOut),
    operatorCsrfMatches: operators.csrfMatches,
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
