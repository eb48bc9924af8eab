import { Scale, ShieldCheck } from "lucide-react";
import type * as React from "react";
import { Section } from "#app/components/layout/Section";
import { Card } from "#app/components/ui/card";

// The footer's Privacy Policy and Terms of Service link to /contact#privacy and /contact#terms.
// What we store follows docs/product.md "Safety departures" (masked addresses, confirmed alerts,
// one-click unsubscribe) and "Storage keys".

function Points({ children }: { children: React.ReactNode }) {
  return (
    <ul className="mt-3 list-disc space-y-2 pl-5 text-sm leading-relaxed marker:text-primary">{children}</ul>
  );
}

export function PrivacySection({ email }: { email: string }) {
  return (
    <Section id="privacy" title="Privacy Policy" icon={<ShieldCheck />}>
      <Card className="p-5">
        <h3 className="font-semibold">What we store and why</h3>
        <Points>
          <li>
            <strong>Reviews and ratings are public.</strong> The name you enter and what you write appear on
            the location page for everyone.
          </li>
          <li>
            <strong>Alert e-mail addresses are used only for the alerts you ask for.</strong> We send a
            confirmation first and send notices only once you confirm. Every notice has a one-click
            unsubscribe link, and wherever alerts are listed the address is masked (j•••@example.com).
          </li>
          <li>
            <strong>Location suggestions go to the Fish Spots team.</strong> Your name and e-mail address are
            used only to follow up on your suggestion.
          </li>
          <li>
            <strong>No tracking or advertising cookies.</strong> The one cookie we set, selectedState,
            remembers the state you picked. Your preferences (state, theme, last search, install banner) stay
            in your browser's local storage.
          </li>
          <li>
            Like any web server, ours keeps short technical logs of requests to run the service and stop
            abuse.
          </li>
        </Points>
        <p className="mt-4 text-sm text-muted-foreground">
          To have a review or suggestion removed, e-mail{" "}
          <a href={`mailto:${email}`} className="font-medium text-primary underline underline-offset-2">
            {email}
          </a>
          .
        </p>
      </Card>
    </Section>
  );
}

export function TermsSection() {
  return (
    <Section id="terms" title="Terms of Service" icon={<Scale />}>
      <Card className="p-5">
        <h3 className="font-semibold">Using Fish Spots</h3>
        <Points>
          <li>
            <strong>Information is a guide, not legal advice.</strong> Details about spots, seasons and access
            can be out of date.
          </li>
          <li>
            <strong>Always check current ODFW regulations</strong> before you fish: seasons, limits, closures
            and license rules change during the year.
          </li>
          <li>
            <strong>Tide predictions are not for navigation.</strong> Use official sources and check
            conditions before you go on the water.
          </li>
          <li>
            <strong>Be respectful in reviews.</strong> Share your own experience; no abuse, personal
            information or advertising. We may remove reviews that break these rules.
          </li>
          <li>Respect private property and posted closures wherever you fish.</li>
        </Points>
      </Card>
    </Section>
  );
}
