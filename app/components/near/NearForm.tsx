import { LocateFixed, MapPin } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { NativeSelect } from "#app/components/ui/native-controls";
import { wireNearMeButton } from "#app/lib/nearMe";
import { displayName } from "#core/fishTypes";

/** What the form shows filled in on the /near page: the place asked for, and the fish type chosen. */
export type NearFormValues = {
  place?: string;
  /** A browser position the page came from: kept when only the fish type changes. */
  position?: { latitude: number; longitude: number };
  fish?: string;
  fishTypes?: readonly string[];
};

// docs/product.md "Near me": a plain GET form to /near (a ZIP code, or a town and state), which
// needs no JavaScript, and a "Use my position" button shown where the browser can tell one.
export function NearForm({ values = {}, id = "near" }: { values?: NearFormValues; id?: string }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (button.current) wireNearMeButton(button.current);
  }, []);
  const placeId = `${id}-place`;
  const fishId = `${id}-fish`;
  return (
    <form
      method="get"
      action="/near"
      className="flex flex-wrap items-end gap-3"
      aria-label="Spots near a place"
    >
      <div className="grid min-w-56 flex-1 gap-1.5">
        <label htmlFor={placeId} className="text-sm font-medium">
          ZIP code, or town and state
        </label>
        <Input
          id={placeId}
          name="place"
          defaultValue={values.place ?? ""}
          placeholder="97201, or Portland, OR"
          autoComplete="postal-code"
          maxLength={80}
          required={!values.position}
        />
      </div>
      {values.position && (
        <>
          <input type="hidden" name="lat" value={values.position.latitude} />
          <input type="hidden" name="lon" value={values.position.longitude} />
        </>
      )}
      {values.fishTypes && values.fishTypes.length > 0 && (
        <div className="grid gap-1.5">
          <label htmlFor={fishId} className="text-sm font-medium">
            Fish type
          </label>
          <NativeSelect id={fishId} name="fish" defaultValue={values.fish ?? ""}>
            <option value="">All fish</option>
            {values.fishTypes.map((fish) => (
              <option key={fish} value={fish}>
                {displayName(fish)}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      <Button type="submit">
        <MapPin aria-hidden />
        Find spots
      </Button>
      <Button ref={button} type="button" variant="outline" data-near-me="" hidden>
        <LocateFixed aria-hidden />
        Use my position
      </Button>
    </form>
  );
}

/** The home's and the map's "Spots near you" band: the form, under a heading. */
export function NearSection() {
  return (
    <section id="near-me" aria-labelledby="near-heading" className="mx-auto w-full max-w-7xl px-4 py-8">
      <h2 id="near-heading" className="mb-1 text-xl font-semibold">
        Spots near you
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">
        The nearest spots in every state, from a ZIP code, a town, or your position.
      </p>
      <NearForm id="near-section" />
    </section>
  );
}
