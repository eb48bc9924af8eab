import { FieldMessage } from "#app/components/ui/form-field";
import { NativeCheckbox } from "#app/components/ui/native-controls";
import type { WaterChoice } from "./guideFormValues";

/**
 * Where a guide works (docs/product.md "Guide application"): each region of the state, and under
 * it that region's spots as the waters they name. The waters of a region fold away (a state has
 * up to 200 spots) and open by themselves when one is ticked.
 */
export function WatersField({
  idPrefix,
  state,
  regions,
  waters,
  chosenRegions,
  chosenWaters,
  onToggleRegion,
  onToggleWater,
  regionsError,
  watersError,
}: {
  idPrefix: string;
  state: string;
  regions: readonly string[];
  waters: WaterChoice[];
  chosenRegions: string[];
  chosenWaters: string[];
  onToggleRegion: (region: string, checked: boolean) => void;
  onToggleWater: (id: string, checked: boolean) => void;
  regionsError?: string;
  watersError?: string;
}) {
  const errorId = `${idPrefix}-where-error`;
  return (
    <fieldset
      id={`${idPrefix}-where`}
      className="grid gap-3"
      aria-describedby={regionsError || watersError ? errorId : undefined}
    >
      <legend className="mb-1 text-sm font-medium">Where you guide in {state}</legend>
      <p className="text-sm text-muted-foreground">
        Tick each region you guide in: you are listed on its spots. Name the waters you know best as well, and
        you are listed first on those.
      </p>
      {(regionsError || watersError) && (
        <div id={errorId}>
          {regionsError && <FieldMessage>{regionsError}</FieldMessage>}
          {watersError && <FieldMessage>{watersError}</FieldMessage>}
        </div>
      )}
      <div className="grid items-start gap-3 md:grid-cols-2">
        {regions.map((region, index) => {
          const inRegion = waters.filter((water) => water.region === region);
          const regionId = `${idPrefix}-region-${index}`;
          const ticked = inRegion.filter((water) => chosenWaters.includes(String(water.id))).length;
          return (
            <div key={region} className="grid content-start gap-2 rounded-lg border p-3">
              <div className="flex items-center gap-2">
                <NativeCheckbox
                  id={regionId}
                  name="regions"
                  value={region}
                  checked={chosenRegions.includes(region)}
                  onChange={(event) => onToggleRegion(region, event.target.checked)}
                />
                <label htmlFor={regionId} className="cursor-pointer text-sm font-medium">
                  {region}
                </label>
              </div>
              {inRegion.length > 0 && (
                <details open={ticked > 0} className="text-sm">
                  <summary className="cursor-pointer text-muted-foreground hover:text-foreground">
                    {`Waters in ${region} (${ticked > 0 ? `${ticked} of ${inRegion.length} named` : inRegion.length})`}
                  </summary>
                  <ul className="mt-2 grid gap-1.5 sm:grid-cols-2">
                    {inRegion.map((water) => {
                      const waterId = `${idPrefix}-water-${water.id}`;
                      return (
                        <li key={water.id} className="flex items-start gap-2">
                          <NativeCheckbox
                            id={waterId}
                            name="locationIds"
                            value={water.id}
                            checked={chosenWaters.includes(String(water.id))}
                            onChange={(event) => onToggleWater(String(water.id), event.target.checked)}
                            className="mt-0.5"
                          />
                          <label htmlFor={waterId} className="cursor-pointer">
                            {water.name}
                          </label>
                        </li>
                      );
                    })}
                  </ul>
                </details>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
