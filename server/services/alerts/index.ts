// The alerts domain's public face: tide, condition and river flow alerts and their subscribers.
import type { TideAlertInput } from "#core/schemas";
import type { ServiceContext } from "../context";
import * as alerts from "./alerts";
import * as subscriptions from "./subscriptions";

export { type PublicTideAlert, toPublicAlert } from "./alerts";
export { unsubscribeMessage } from "./subscriptions";

export function createAlertServices({ db, mailer, logger, config, changes, bind, write }: ServiceContext) {
  const subscriptionDeps: subscriptions.SubscriptionDeps = {
    db,
    mailer,
    logger,
    publicUrl: config.publicUrl,
    afterCreate: (locationId) => changes.announce("alerts", locationId ?? undefined),
  };
  return {
    findAlertsForLocation: bind(alerts.findAlertsForLocation),
    // Every new alert, from the API or a page's form, may owe its address a confirmation.
    createTideAlert: (options: { input: TideAlertInput }) =>
      subscriptions.createTideAlertAndConfirm(subscriptionDeps, options),
    setTideAlertActive: write("alerts", bind(alerts.setTideAlertActive)),
    deleteTideAlert: write("alerts", bind(alerts.deleteTideAlert)),
    findConfirmation: bind(subscriptions.findConfirmation),
    confirmSubscriber: write("alerts", bind(subscriptions.confirmSubscriber)),
    findAlertForEmailLink: bind(subscriptions.findAlertForEmailLink),
    unsubscribeTideAlert: write("alerts", bind(subscriptions.unsubscribeTideAlert)),
  };
}
