import { Link } from "react-router";
import { Button } from "#app/components/ui/button";

// docs/product.md "Not found page": Go Home (/) and Explore Fishing Spots (/#directory).
export function NotFoundContent() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      {/* The root error boundary renders this, and route meta does not run for an error, so
          React 19 hoists these into <head>: the 404 page keeps a title and stays out of indexes. */}
      <title>Page Not Found - Fish Spots</title>
      <meta name="robots" content="noindex" />
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="mt-4 text-3xl font-bold">Page Not Found</h1>
      <p className="mt-3 text-muted-foreground">
        The page you are looking for has drifted downstream. Let's get you back to the water.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">Go Home</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/#directory">Explore Fishing Spots</Link>
        </Button>
      </div>
    </div>
  );
}
