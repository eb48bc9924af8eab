import { CloudOff } from "lucide-react";
import { type FormEvent, useId, useMemo, useState } from "react";
import { FormSubmitRow } from "#app/components/location/FormSubmitRow";
import { Callout } from "#app/components/ui/callout";
import { FieldMessage, FormField } from "#app/components/ui/form-field";
import { Input } from "#app/components/ui/input";
import { NativeSelect, Switch } from "#app/components/ui/native-controls";
import { isOfflineFailure } from "#app/lib/offline";
import { oneAtATime } from "#app/lib/oneAtATime";
import { usePageConfig } from "#app/lib/pageConfig";
import { useDeferredValidation } from "#app/lib/useDeferredValidation";
import {
  type AlertFormErrors,
  type AlertFormValues,
  type AlertToggle,
  emptyAlertForm,
} from "#core/alertFormValues";
import { FLOW_RANGE, PRESSURE_RANGE, TIDE_HEIGHT_RANGE, WIND_SPEED_RANGE } from "#core/alertLimits";
import { FREQUENCY_OPTIONS } from "#core/alerts";
import type { FormState } from "../location/locationForms";
import { ToggleField } from "./ToggleField";
import { type CreatedAlert, useCreateAlert } from "./useTideAlerts";

type Place = {
  id: number;
  name: string;
  latitude: string;
  longitude: string;
  /** The USGS gauge; river flow alerts are offered only with one. */
  usgsSite?: string | null;
};
type TextField = Exclude<keyof AlertFormValues, AlertToggle>;

const loadValidation = () => import("../location/formValidation");

const ALERT_TYPES: { name: AlertToggle; label: string; description: string }[] = [
  { name: "highTideAlert", label: "High Tide Alerts", description: "Before each high tide." },
  {
    name: "lowTideAlert",
    label: "Low Tide Alerts",
    description: "Before each low tide; set a maximum height for minus tides.",
  },
  {
    name: "optimalConditionsAlert",
    label: "Optimal Fishing Conditions",
    description: "When a moving tide meets a solunar period or first or last light.",
  },
];

const NOTIFICATION_METHODS: { name: AlertToggle; label: string }[] = [
  { name: "emailAlerts", label: "Email Notifications" },
  // A label only: nothing enforces the phone number (docs/product.md "Alert form").
  { name: "smsAlerts", label: "SMS Notifications (requires phone number)" },
  { name: "pushNotifications", label: "Push Notifications" },
];

const LIMITS: {
  name: TextField;
  label: string;
  range: { min: number; max: number; unit: string };
  step: string;
  /** Needs a weather forecast (docs/product.md "Weather limits": ignored without a weather source). */
  weather?: true;
}[] = [
  { name: "minTideHeight", label: "Minimum Tide Height (ft)", range: TIDE_HEIGHT_RANGE, step: "0.1" },
  { name: "maxTideHeight", label: "Maximum Tide Height (ft)", range: TIDE_HEIGHT_RANGE, step: "0.1" },
  { name: "minPressure", label: "Minimum Pressure (hPa)", range: PRESSURE_RANGE, step: "1", weather: true },
  { name: "maxPressure", label: "Maximum Pressure (hPa)", range: PRESSURE_RANGE, step: "1", weather: true },
  {
    name: "maxWindSpeed",
    label: "Maximum Wind Speed (mph)",
    range: WIND_SPEED_RANGE,
    step: "1",
    weather: true,
  },
];

const FLOW_LIMITS: { name: TextField; label: string }[] = [
  { name: "minFlow", label: "Minimum Flow (ft³/s)" },
  { name: "maxFlow", label: "Maximum Flow (ft³/s)" },
];

// docs/product.md "Alert form", with "Tide alert input", "Alert defaults" and "Alert frequencies".
// A plain POST reaches the page's action when JavaScript is off; with it, the form sends
// through the API once (the button is disabled while a request is out).
export function AlertForm({
  place,
  onCreated,
  initial,
}: {
  place: Place;
  onCreated: (created: CreatedAlert) => void;
  initial?: FormState<"alert">;
}) {
  const id = useId();
  // docs/product.md "Weather limits": without a weather source the pressure and wind limits are
  // kept but not applied, and the form says so.
  const weatherConfigured = usePageConfig()?.weatherConfigured ?? true;
  const weatherNoteId = `${id}-weather-note`;
  const blank = emptyAlertForm(place);
  const [values, setValues] = useState<AlertFormValues>(initial?.values ?? blank);
  const [errors, setErrors] = useState<AlertFormErrors>(initial?.errors ?? {});
  const hasGauge = Boolean(place.usgsSite);
  const flowToggleId = `${id}-riverFlowAlert`;
  const flowHintId = `${flowToggleId}-description`;
  const flowErrorId = errors.riverFlowAlert ? `${flowToggleId}-error` : undefined;
  const validation = useDeferredValidation(loadValidation);
  const create = useCreateAlert(place.id, {
    onCreated: (created) => {
      setValues(blank);
      setErrors({});
      onCreated(created);
    },
  });
  // A second press before React has re-rendered as pending sends nothing.
  const send = useMemo(() => oneAtATime(create.mutate), [create.mutate]);

  const set = <K extends keyof AlertFormValues>(key: K, value: AlertFormValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    const outcome = await validation.validate((m) => m.validateAlertForm(values, place.id));
    if (!outcome) return;
    if ("errors" in outcome) {
      setErrors(outcome.errors);
      return;
    }
    setErrors({});
    send(outcome.payload);
  }

  const text = (name: TextField) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="grid gap-6" aria-busy={create.isPending}>
      <input type="hidden" name="intent" value="create-alert" />

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={`${id}-email`} label="Email Address" error={errors.email}>
          {(control) => <Input {...control} {...text("email")} type="email" autoComplete="email" />}
        </FormField>
        <FormField
          id={`${id}-phone`}
          label="Phone Number"
          optional
          hint="Only needed for SMS notifications."
          error={errors.phoneNumber}
        >
          {(control) => <Input {...control} {...text("phoneNumber")} type="tel" autoComplete="tel" />}
        </FormField>
      </div>

      <div className="grid grid-cols-2 gap-x-3 gap-y-5 sm:grid-cols-[2fr_1fr_1fr] sm:gap-x-5">
        <FormField
          id={`${id}-location`}
          label="Location Name"
          error={errors.locationName}
          className="col-span-2 sm:col-span-1"
        >
          {(control) => <Input {...control} {...text("locationName")} readOnly />}
        </FormField>
        <FormField id={`${id}-lat`} label="Latitude" error={errors.latitude}>
          {(control) => <Input {...control} {...text("latitude")} readOnly />}
        </FormField>
        <FormField id={`${id}-lon`} label="Longitude" error={errors.longitude}>
          {(control) => <Input {...control} {...text("longitude")} readOnly />}
        </FormField>
      </div>

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-base font-semibold">Alert Types</legend>
        {ALERT_TYPES.map((type) => (
          <ToggleField
            key={type.name}
            id={`${id}-${type.name}`}
            name={type.name}
            label={type.label}
            description={type.description}
            checked={values[type.name]}
            onChange={(checked) => set(type.name, checked)}
          />
        ))}
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-1 text-base font-semibold">
          Conditions <span className="text-sm font-normal text-muted-foreground">(optional)</span>
        </legend>
        <p className="text-sm text-muted-foreground">
          Tide heights are feet above mean lower low water; a maximum of 0 ft catches minus tides. Pressure
          and wind limits apply when a weather forecast is available.
        </p>
        <div className="grid grid-cols-2 gap-x-3 gap-y-5 sm:gap-x-5 lg:grid-cols-3">
          {LIMITS.map((limit) => (
            <FormField
              key={limit.name}
              id={`${id}-${limit.name}`}
              label={limit.label}
              error={errors[limit.name]}
            >
              {(control) => (
                <Input
                  {...control}
                  aria-describedby={
                    limit.weather && !weatherConfigured
                      ? [control["aria-describedby"], weatherNoteId].filter(Boolean).join(" ")
                      : control["aria-describedby"]
                  }
                  {...text(limit.name)}
                  type="number"
                  inputMode="decimal"
                  step={limit.step}
                  min={limit.range.min}
                  max={limit.range.max}
                />
              )}
            </FormField>
          ))}
        </div>
        {!weatherConfigured && (
          <Callout>
            <CloudOff aria-hidden />
            <p id={weatherNoteId}>
              Weather limits are saved, but no weather forecast source is configured, so alerts ignore them
              for now.
            </p>
          </Callout>
        )}
      </fieldset>

      {hasGauge && (
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-base font-semibold">River Flow</legend>
          {/* Always shown, range included, so the form works the same without JavaScript. */}
          <div className="flex items-start gap-3">
            <Switch
              id={flowToggleId}
              name="riverFlowAlert"
              checked={values.riverFlowAlert}
              onChange={(event) => set("riverFlowAlert", event.target.checked)}
              aria-invalid={errors.riverFlowAlert ? true : undefined}
              aria-describedby={[flowHintId, flowErrorId].filter(Boolean).join(" ")}
              className="mt-0.5"
            />
            <div className="grid gap-0.5">
              <label htmlFor={flowToggleId} className="cursor-pointer text-sm font-medium">
                River flow alert
              </label>
              <p id={flowHintId} className="text-sm text-muted-foreground">
                E-mail me once when the river's flow at the USGS gauge enters this range.
              </p>
              {errors.riverFlowAlert && <FieldMessage id={flowErrorId}>{errors.riverFlowAlert}</FieldMessage>}
            </div>
          </div>
          <div className="grid grid-cols-2 gap-x-3 gap-y-5 sm:gap-x-5 sm:pl-14 lg:grid-cols-3">
            {FLOW_LIMITS.map((limit) => (
              <FormField
                key={limit.name}
                id={`${id}-${limit.name}`}
                label={limit.label}
                error={errors[limit.name]}
              >
                {(control) => (
                  <Input
                    {...control}
                    {...text(limit.name)}
                    type="number"
                    inputMode="decimal"
                    step="any"
                    min={FLOW_RANGE.min}
                    max={FLOW_RANGE.max}
                  />
                )}
              </FormField>
            ))}
          </div>
        </fieldset>
      )}

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-base font-semibold">Notification Methods</legend>
        {NOTIFICATION_METHODS.map((method) => (
          <ToggleField
            key={method.name}
            id={`${id}-${method.name}`}
            name={method.name}
            label={method.label}
            checked={values[method.name]}
            onChange={(checked) => set(method.name, checked)}
          />
        ))}
      </fieldset>

      <FormField
        id={`${id}-frequency`}
        label="Alert Frequency"
        error={errors.minAlertInterval}
        className="sm:max-w-xs"
      >
        {(control) => (
          <NativeSelect {...control} {...text("minAlertInterval")}>
            {FREQUENCY_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>

      <FormSubmitRow
        // Without a gauge the checkbox is not shown, so the server's refusal shows here instead.
        failed={initial?.failed ?? (hasGauge ? undefined : errors.riverFlowAlert)}
        offlineNotice={
          (isOfflineFailure(create.error) || isOfflineFailure(validation.failure)) &&
          "Not sent: you are offline. Your alert is still in the form; create it again when you are back online."
        }
        pending={create.isPending}
        label="Create Alert"
        pendingLabel="Creating..."
      />
    </form>
  );
}
