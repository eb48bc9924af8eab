import { TriangleAlert } from "lucide-react";
import { Section } from "#app/components/layout/Section";
import { Callout } from "#app/components/ui/callout";
import { ExternalLink } from "#app/components/ui/external-link";
import { MINIMUM_LENGTH_RULES, ruleSources } from "#core/catchLengthRules";

/** The common Oregon length rules the tool compares with, their source, and the standing caveat. */
export function MinimumLengthTable() {
  return (
    <Section
      id="minimum-lengths"
      title="Common Oregon length rules"
      intro="The minimum lengths and slot limits anglers meet most often in Oregon. Special rules for a river, lake or bay take precedence."
    >
      <div className="overflow-hidden rounded-xl border bg-card">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Common Oregon minimum lengths and slot limits by species</caption>
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="w-2/5 px-4 py-2.5 font-semibold sm:w-1/3">
                Species and waters
              </th>
              <th scope="col" className="px-4 py-2.5 font-semibold">
                Rule and how to measure
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {MINIMUM_LENGTH_RULES.map((rule) => (
              <tr key={rule.id} className="align-top">
                <th scope="row" className="px-4 py-3 font-medium">
                  {rule.species}
                  <span className="block text-xs font-normal text-muted-foreground">{rule.waters}</span>
                </th>
                <td className="px-4 py-3">
                  {rule.rule}
                  <span className="block text-xs text-muted-foreground">{rule.measuredAs}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-sm text-muted-foreground">
        Source:{" "}
        {ruleSources(MINIMUM_LENGTH_RULES).map((source, index) => (
          <span key={source.url}>
            {index > 0 && "; "}
            <ExternalLink href={source.url} className="font-medium text-primary underline underline-offset-2">
              {source.name}
            </ExternalLink>
          </span>
        ))}
        .
      </p>
      <Callout variant="caution" className="mt-4">
        <TriangleAlert aria-hidden />
        <p>
          <strong>Always check the current ODFW regulations before you keep a fish.</strong> Rules change by
          area and season: minimum lengths, slot limits, bag limits and open seasons differ from one water to
          the next and can change during the year by emergency rule.
        </p>
      </Callout>
    </Section>
  );
}
