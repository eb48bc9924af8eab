import { Globe, Phone } from "lucide-react";
import type { FormState } from "#app/components/location/locationForms";
import { Badge } from "#app/components/ui/badge";
import { type GuideListing, guideSpecies, tripKindLabel } from "#core/guideChoices";
import { GuideReport } from "./GuideReport";

/** A phone number as a tel: link may carry it: digits and a leading +. */
export function telHref(phone: string): string {
  return `tel:${phone.trim().startsWith("+") ? "+" : ""}${phone.replace(/\D/g, "")}`;
}

/** The website as the card shows it: its host, without www. */
export function websiteLabel(website: string): string {
  try {
    return new URL(website).hostname.replace(/^www\./, "");
  } catch {
    return website;
  }
}

/**
 * One approved guide on a spot's Local Guides tab (docs/product.md "Guide listings"): the
 * business and the guide's name, the licence and who issued it, trip kinds, species, their own
 * text, website and phone. Never an e-mail address. Their website is theirs, not ours to vouch
 * for: nofollow ugc.
 */
export function GuideCard({
  guide,
  licensingBody,
  locationId,
  reportPosted,
}: {
  guide: GuideListing;
  licensingBody: string | undefined;
  locationId: number;
  reportPosted?: FormState<"guide-report">;
}) {
  const headingId = `guide-${guide.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="grid content-start gap-3 rounded-lg border bg-card p-5"
      data-guide={guide.id}
    >
      <div>
        <h4 id={headingId} className="text-lg font-semibold break-words">
          {guide.business}
        </h4>
        <p className="text-sm text-muted-foreground">{guide.name}</p>
      </div>
      <ul aria-label="Trip kinds" className="flex flex-wrap gap-1.5">
        {guide.tripKinds.map((kind) => (
          <li key={kind}>
            <Badge>{tripKindLabel(kind)}</Badge>
          </li>
        ))}
      </ul>
      <dl className="grid gap-2 text-sm leading-relaxed">
        <div>
          <dt className="font-medium">Licence</dt>
          <dd className="text-muted-foreground break-words">
            {guide.licenseNumber}
            {licensingBody && ` (${licensingBody})`}
          </dd>
        </div>
        <div>
          <dt className="font-medium">Species</dt>
          <dd className="text-muted-foreground">{guideSpecies(guide.fishTypes)}</dd>
        </div>
        <div>
          <dt className="font-medium">About the trips</dt>
          {/* Plain text: its line breaks are the guide's paragraphs. */}
          <dd className="whitespace-pre-line break-words text-muted-foreground">{guide.about}</dd>
        </div>
      </dl>
      {(guide.website || guide.phone) && (
        <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
          {guide.website && (
            <a
              href={guide.website}
              target="_blank"
              rel="nofollow ugc noopener"
              className="inline-flex min-h-6 items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
            >
              <Globe className="size-4 shrink-0" aria-hidden />
              <span className="break-all">{websiteLabel(guide.website)}</span>
              <span className="sr-only"> (website, opens in a new tab)</span>
            </a>
          )}
          {guide.phone && (
            <a
              href={telHref(guide.phone)}
              className="inline-flex min-h-6 items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
            >
              <Phone className="size-4 shrink-0" aria-hidden />
              {guide.phone}
            </a>
          )}
        </div>
      )}
      <GuideReport guide={guide} locationId={locationId} posted={reportPosted} />
    </article>
  );
}
