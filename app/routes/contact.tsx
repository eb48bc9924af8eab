import { ContactDetails } from "#app/components/contact/ContactDetails";
import { ContactFaq } from "#app/components/contact/ContactFaq";
import { PrivacySection, TermsSection } from "#app/components/contact/Policies";
import { SuggestionForm } from "#app/components/contact/SuggestionForm";
import { Island } from "#app/components/layout/Island";
import { PageHeader } from "#app/components/layout/PageHeader";
import { Card } from "#app/components/ui/card";
import { useDocumentMode } from "#app/lib/documentMode";
import { breadcrumbs, pageMeta } from "#app/lib/seo";
import { useRootData } from "#app/root";
import type { Route } from "./+types/contact";

// docs/product.md "Contact page": contact details, the suggestion form (POST
// /api/location-suggestions) and an FAQ; the footer's policy links land here too.
const TRAIL = [{ name: "Contact", path: "/contact" }] as const;

const CONTACT_TITLE = "Contact Us and Suggest a Fishing Spot - Fish Spots";
const DESCRIPTION =
  "Contact the Fish Spots team in Portland, Oregon, suggest a new fishing location by e-mail or with our form, and read answers about fishing licenses, photos, privacy and terms of use.";

// Server HTML with the page script; the suggestion form is an island started on first use, its
// typing kept and its submit held until its code is there (decision 045).
export const handle = { islands: true };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: CONTACT_TITLE,
    description: DESCRIPTION,
    path: "/contact",
    matches,
    jsonLd: [breadcrumbs(matches, [...TRAIL])],
  });
}

export default function Contact() {
  const email = useRootData()?.publicConfig.contactEmail ?? "";
  const islands = useDocumentMode() === "islands";
  return (
    <>
      <PageHeader
        trail={TRAIL}
        title="Contact Us"
        lead="Questions, corrections or a favorite spot we are missing? Write to us, or suggest a location below."
      />
      <div className="mx-auto max-w-7xl space-y-14 px-4 py-10">
        <div className="grid items-start gap-6 lg:grid-cols-5">
          <div className="lg:col-span-2">
            <ContactDetails email={email} />
          </div>
          <Card className="p-5 md:p-6 lg:col-span-3">
            <section id="suggest" aria-labelledby="suggest-heading">
              <h2 id="suggest-heading" className="text-xl font-bold tracking-tight">
                Suggest a Fishing Location
              </h2>
              <p className="mt-1 mb-5 text-sm text-muted-foreground">
                Tell us about a spot other anglers should know. All fields are required unless marked
                optional.
              </p>
              {islands ? (
                <Island name="suggestionForm" component={SuggestionForm} props={{ startsOnUse: true }} />
              ) : (
                <SuggestionForm />
              )}
            </section>
          </Card>
        </div>
        <ContactFaq email={email} />
        <div className="grid gap-10 md:grid-cols-2 md:gap-6">
          <PrivacySection email={email} />
          <TermsSection />
        </div>
      </div>
    </>
  );
}
