import { Mail, MapPin, MapPinned } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button";
import { suggestionMailtoHref } from "#app/lib/mailto";
import { useRootData } from "#app/root";
import { HomeSection } from "./HomeSection";

// docs/product.md "Suggest by e-mail" (anchor contact): e-mail only, with the shared pre-filled
// message (app/lib/mailto.ts).
export function SuggestLocation() {
  const email = useRootData()?.publicConfig.contactEmail ?? "";
  return (
    <HomeSection
      id="contact"
      headingId="suggest-heading"
      title="Suggest a Fishing Location"
      lead="Know a spot we are missing? Suggestions are made by e-mail only: our team reviews every one and adds the locations that meet our criteria."
      className="bg-muted/50"
    >
      <div className="grid gap-6 md:grid-cols-2">
        <div className="space-y-4 rounded-xl border bg-card p-6 shadow-sm">
          <h3 className="flex items-center gap-2 text-lg font-semibold">
            <Mail className="size-5 text-primary" aria-hidden />
            E-mail us your spot
          </h3>
          <p className="text-muted-foreground">
            The message opens pre-filled: add the location name, a short description, the fish types, the
            facilities and any special tips.
          </p>
          <Button asChild size="lg">
            <a href={suggestionMailtoHref(email)}>
              <Mail aria-hidden />
              E-mail a Suggestion
            </a>
          </Button>
          <address className="space-y-1 text-sm text-muted-foreground not-italic">
            <p>
              <a
                href={`mailto:${email}`}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {email}
              </a>
            </p>
            <p className="flex items-center gap-1.5">
              <MapPin className="size-4" aria-hidden />
              Portland, Oregon
            </p>
          </address>
        </div>
        <div className="space-y-4 rounded-xl border bg-card p-6 shadow-sm">
          <h3 className="flex items-center gap-2 text-lg font-semibold">
            <MapPinned className="size-5 text-primary" aria-hidden />
            Need the coordinates?
          </h3>
          <p className="text-muted-foreground">
            Exact latitude and longitude help us place the spot. Find the water on the map and include its
            position in your e-mail.
          </p>
          {/* The suggestion block helps find coordinates on a map, and every map link goes to our
              own /map page (docs/product.md "External map services"). */}
          <Button asChild variant="outline" size="lg">
            <Link to="/map">
              <MapPinned aria-hidden />
              Find coordinates on the map
            </Link>
          </Button>
        </div>
      </div>
    </HomeSection>
  );
}
