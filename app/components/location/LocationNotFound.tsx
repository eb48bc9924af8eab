import { Link } from "react-router";
import { Button } from "#app/components/ui/button";

// docs/product.md "Location not found": an unknown id or a load error shows the heading Location
// Not Found and its one sentence.
export function LocationNotFound() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      {/* Rendered by the route's error boundary, where no route meta runs: React 19 hoists these
          into <head>. */}
      <title>Location Not Found - Fish Spots</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold">Location Not Found</h1>
      <p className="mt-3 text-muted-foreground">
        Sorry, we couldn't find the fishing location you're looking for.
      </p>
      <Button asChild className="mt-8">
        <Link to="/#fish-directory">Back to all locations</Link>
      </Button>
    </div>
  );
}
