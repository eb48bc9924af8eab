import type { ReactNode } from "react";
import { OfflineNotice } from "#app/components/offline/OfflineNotice";
import { Button } from "#app/components/ui/button";
import { FieldMessage } from "#app/components/ui/form-field";

/**
 * The end of a location-page form: why the last attempt was not saved (a server failure after
 * a post without JavaScript, or no network), then the one submit button, disabled while a
 * request is out so a form is never sent twice.
 */
export function FormSubmitRow({
  failed,
  offlineNotice,
  pending,
  label,
  pendingLabel,
}: {
  failed?: string;
  /** Shown when the last attempt failed for want of a network. */
  offlineNotice?: ReactNode;
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <div className="grid gap-2">
      {failed && <FieldMessage>{failed}</FieldMessage>}
      {offlineNotice && <OfflineNotice>{offlineNotice}</OfflineNotice>}
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : label}
        </Button>
      </div>
    </div>
  );
}
