import type { Route } from "./+types/home";

export const HOME_TITLE = "Fish Spots - Oregon Fishing Locations Directory";

export function meta(_: Route.MetaArgs) {
  return [
    { title: HOME_TITLE },
    {
      name: "description",
      content:
        "Find where to fish in Oregon for salmon, steelhead, trout, bass, crab and clams: spots, seasons, tides and reviews.",
    },
  ];
}

// Proves the server-render path end to end: the featured list comes from the same service
// the /api/locations/featured handler calls. The full home page replaces this.
export async function loader({ context }: Route.LoaderArgs) {
  const featured = await context.services.findFeaturedLocations({});
  return { featured: featured.map(({ id, name, region }) => ({ id, name, region })) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <h1>Fish Spots</h1>
      <p>Oregon fishing locations directory.</p>
      <section id="featured-locations" aria-labelledby="featured-heading">
        <h2 id="featured-heading">Featured Fishing Locations</h2>
        <ul>
          {loaderData.featured.map((location) => (
            <li key={location.id}>
              <a href={`/locations/${location.id}`}>{location.name}</a> ({location.region})
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
