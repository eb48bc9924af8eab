import { BookOpen } from "lucide-react";
import { Section } from "#app/components/layout/Section";
import { Card } from "#app/components/ui/card";
import { ExternalLink } from "#app/components/ui/external-link";
import { TIDE_RESOURCE_GROUPS } from "./tideResources";

export function TideResources() {
  return (
    <Section
      id="resources"
      title="Official resources by fish type"
      icon={<BookOpen />}
      intro="Tide predictions, fishing guides and safety pages from NOAA, the Oregon Department of Fish and Wildlife (ODFW) and the Oregon Department of Agriculture. Each link opens in a new tab."
    >
      <div className="grid gap-4 md:grid-cols-2">
        {TIDE_RESOURCE_GROUPS.map((group) => (
          <Card key={group.id} className="p-5">
            <h3 id={group.id} className="text-lg font-semibold">
              {group.title}
            </h3>
            <ul aria-labelledby={group.id} className="mt-3 space-y-3">
              {group.resources.map((resource) => (
                <li key={resource.href}>
                  <ExternalLink
                    href={resource.href}
                    showIcon
                    className="font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {resource.label}
                  </ExternalLink>
                  <p className="text-sm text-muted-foreground">{resource.description}</p>
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
    </Section>
  );
}
