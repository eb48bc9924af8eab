import { CheckCircle2, MailCheck } from "lucide-react";
import { useRef, useState } from "react";
import { Callout } from "#app/components/ui/callout";
import { Tabs, TabsContent, TabsList } from "#app/components/ui/tabs";
import type { FormState } from "../location/locationForms";
import type { AlertsSubTab } from "../location/locationTabs";
import { TabLink } from "../location/TabLink";
import { AlertForm } from "./AlertForm";
import { AlertList } from "./AlertList";
import { type TideAlertView, useLocationAlerts } from "./useTideAlerts";

// docs/product.md "Tide Alerts tab": the sub-tabs Existing Alerts and New Alert; after a delete or
// a create the list loads again and the sub-tab returns to Existing Alerts.
export function TideAlertsTab({
  place,
  initialAlerts,
  subTab,
  onSubTabChange,
  subTabHref,
  created,
  confirmationSent,
  formState,
}: {
  place: { id: number; name: string; latitude: string; longitude: string; usgsSite?: string | null };
  initialAlerts?: TideAlertView[];
  subTab: AlertsSubTab;
  onSubTabChange: (value: AlertsSubTab, options?: { replace?: boolean }) => void;
  subTabHref: (value: AlertsSubTab) => string;
  /** Set after a form posted without JavaScript created an alert (no toast can show then). */
  created: boolean;
  /** The new alert's address has not confirmed yet, so it was sent a confirmation e-mail. */
  confirmationSent: boolean;
  formState?: FormState<"alert">;
}) {
  const [awaitingConfirmation, setAwaitingConfirmation] = useState(confirmationSent);
  const sectionRef = useRef<HTMLElement>(null);
  // Read here, not in the list: an alert created straight from a link to "New Alert" must
  // still refresh the list the page returns to.
  const alerts = useLocationAlerts(place.id, initialAlerts);
  return (
    <section aria-labelledby="alerts-heading" className="grid scroll-mt-20 gap-4" ref={sectionRef}>
      <div>
        <h2 id="alerts-heading" className="text-2xl font-bold tracking-tight">
          Tide Alerts
        </h2>
        <p className="mt-1 max-w-3xl text-muted-foreground">
          {`Get an e-mail before the tides and fishing conditions you care about at ${place.name}.`}
        </p>
      </div>
      {created && (
        <Callout variant="success" role="status">
          <CheckCircle2 aria-hidden />
          <p>
            <strong>Success!</strong> Your tide alert has been created. You will receive notifications based
            on your preferences.
          </p>
        </Callout>
      )}
      {awaitingConfirmation && (
        <Callout role="status">
          <MailCheck aria-hidden />
          <p>
            <strong>Check your inbox.</strong> We sent a confirmation e-mail to the address you gave. Alerts
            are sent only once you confirm it with the button the e-mail links to.
          </p>
        </Callout>
      )}
      <Tabs value={subTab} onValueChange={(value) => onSubTabChange(value === "new" ? "new" : "existing")}>
        <TabsList aria-label="Tide alerts">
          <TabLink value="existing" href={subTabHref("existing")}>
            Existing Alerts
          </TabLink>
          <TabLink value="new" href={subTabHref("new")}>
            New Alert
          </TabLink>
        </TabsList>
        <TabsContent value="existing">
          <AlertList alerts={alerts} locationId={place.id} />
        </TabsContent>
        <TabsContent value="new">
          <AlertForm
            place={place}
            initial={formState}
            onCreated={(alert) => {
              setAwaitingConfirmation(!alert.emailConfirmed);
              onSubTabChange("existing", { replace: true });
              // The long form scrolled the page; bring back the notices and the refreshed list.
              requestAnimationFrame(() => sectionRef.current?.scrollIntoView({ block: "start" }));
            }}
          />
        </TabsContent>
      </Tabs>
    </section>
  );
}
