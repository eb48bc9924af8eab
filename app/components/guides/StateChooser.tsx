import { Form, useNavigate } from "react-router";
import { Button } from "#app/components/ui/button";
import { NativeSelect } from "#app/components/ui/native-controls";
import { useHydrated } from "#app/lib/useHydrated";
import type { CuratedRegions } from "#core/curatedRegions";
import { stateSlug } from "#core/stateSlugs";

/**
 * The state a guide works in: its regions and waters come from the server, so choosing one
 * loads the page for it (`?state=`). Without JavaScript its button does that; with it, the
 * choice itself does, and the form below keeps what was typed.
 */
export function StateChooser({
  id,
  state,
  curated,
  token,
}: {
  id: string;
  state: string;
  /** The states guides may list under, from the page's loader. */
  curated: CuratedRegions;
  /** The manage page's link token, kept in the address. */
  token?: string;
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const query = (slug: string) => {
    const params = new URLSearchParams(token ? { token, state: slug } : { state: slug });
    return `?${params}`;
  };
  return (
    <Form method="get" className="grid gap-1.5">
      {token && <input type="hidden" name="token" value={token} />}
      <label htmlFor={id} className="text-sm font-medium">
        State where you guide
      </label>
      <div className="flex flex-wrap gap-2">
        <NativeSelect
          id={id}
          name="state"
          value={stateSlug(state)}
          onChange={(event) =>
            navigate(query(event.target.value), { replace: true, preventScrollReset: true })
          }
          className="sm:max-w-xs"
        >
          {curated.map(({ state: name }) => (
            <option key={name} value={stateSlug(name)}>
              {name}
            </option>
          ))}
        </NativeSelect>
        {!hydrated && (
          <Button type="submit" variant="outline">
            Show this state's waters
          </Button>
        )}
      </div>
    </Form>
  );
}
