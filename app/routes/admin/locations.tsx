import { CheckCircle2, Plus, Search } from "lucide-react";
import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button";
import { Callout } from "#app/components/ui/callout";
import { Input } from "#app/components/ui/input";
import { requireOperator } from "#app/lib/operator.server";
import { privatePageMeta } from "#app/lib/seo";
import type { Route } from "./+types/locations";

// /admin/locations (docs/product.md "Operator console"): find a location by name or number, then
// edit it; or create one.

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperator(request, context);
  const search = new URL(request.url).searchParams;
  const query = search.get("q") ?? "";
  return {
    query,
    deleted: search.get("deleted"),
    locations: await context.services.searchConsoleLocations({ query }),
  };
}

export function meta() {
  return privatePageMeta("Locations - Fish Spots console");
}

export default function ConsoleLocations({ loaderData }: Route.ComponentProps) {
  const { query, deleted, locations } = loaderData;
  return (
    <section aria-labelledby="locations-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="locations-heading" className="text-2xl font-bold tracking-tight">
          Locations
        </h1>
        <Button asChild size="sm">
          <Link to="/admin/locations/new">
            <Plus aria-hidden />
            New location
          </Link>
        </Button>
      </div>
      {deleted && (
        <Callout variant="success" role="status" className="mt-4">
          <CheckCircle2 aria-hidden />
          <p>{`Deleted ${deleted}.`}</p>
        </Callout>
      )}
      <Form method="get" role="search" className="mt-4 flex max-w-xl gap-2">
        <label htmlFor="console-location-search" className="sr-only">
          Name or number
        </label>
        <Input
          id="console-location-search"
          name="q"
          type="search"
          defaultValue={query}
          placeholder="Name or number"
        />
        <Button type="submit" variant="outline">
          <Search aria-hidden />
          Search
        </Button>
      </Form>
      {locations.length === 0 ? (
        <p className="mt-6">No location matches.</p>
      ) : (
        <ul className="mt-6 divide-y rounded-lg border bg-card">
          {locations.map((location) => (
            <li key={location.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <Link
                to={`/admin/locations/${location.id}`}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {location.name}
              </Link>
              <span className="text-sm text-muted-foreground">{`#${location.id} · ${location.region}, ${location.state}`}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
