import { CircleCheck, Link2Off, MailQuestion, Trash2 } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { AlertLinkCard } from "#app/components/alerts/AlertLinkCard";
import { PageHeader } from "#app/components/layout/PageHeader";
import { Button } from "#app/components/ui/button";
import { Callout } from "#app/components/ui/callout";
import { Card } from "#app/components/ui/card";
import { FormField } from "#app/components/ui/form-field";
import { Input } from "#app/components/ui/input";
import type { CuratedRegions } from "#core/curatedRegions";
import type { ManagedGuide } from "#server/services/guides";
import { GuideForm } from "./GuideForm";
import type { GuideFormErrors, GuideFormValues, WaterChoice } from "./guideFormValues";
import { GUIDE_MANAGE_PATH } from "./guidePaths";
import { StateChooser } from "./StateChooser";

// The states of /guides/manage (docs/product.md "Guide links"): asking for the link, the listing
// to update, the withdrawal's confirmation, what happened, and a link that no longer works.

const manageHref = (token: string) => `${GUIDE_MANAGE_PATH}?${new URLSearchParams({ token })}`;

const STATUS_TEXT: Partial<Record<ManagedGuide["status"], string>> = {
  approved: "Listed on the spots of your waters and regions.",
  pending: "Waiting for our team's review.",
  hidden: "Hidden by our team: it can be withdrawn, not changed.",
};

export function ManageAsk({ email = "", error }: { email?: string; error?: string }) {
  const sending = useNavigation().state === "submitting";
  return (
    <AlertLinkCard icon={<MailQuestion aria-hidden />} title="Update or withdraw your listing">
      <p>Enter the e-mail address of your guide listing. We send you a link to update or withdraw it.</p>
      <p className="text-muted-foreground">The link works once, for 15 minutes.</p>
      <Form method="post" noValidate className="grid gap-4">
        <input type="hidden" name="intent" value="request-link" />
        <FormField id="guide-manage-email" label="E-mail" error={error}>
          {(control) => (
            <Input
              {...control}
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={email}
              className="aria-[invalid=true]:border-destructive"
            />
          )}
        </FormField>
        <div>
          <Button type="submit" disabled={sending} className="w-full sm:w-auto">
            {sending ? "Sending..." : "Send me a link"}
          </Button>
        </div>
      </Form>
      <p className="text-sm text-muted-foreground">
        Not listed yet?{" "}
        <Link to="/guides/apply" className="font-medium text-primary underline underline-offset-4">
          Apply to be listed
        </Link>
        .
      </p>
    </AlertLinkCard>
  );
}

export function ManageDone({ title, message }: { title: string; message: string }) {
  return (
    <AlertLinkCard icon={<CircleCheck aria-hidden />} title={title}>
      <p role="status">{message}</p>
      <div>
        <Button asChild variant="outline">
          <Link to="/#directory">Explore Fishing Spots</Link>
        </Button>
      </div>
    </AlertLinkCard>
  );
}

export function ManageRefused({ message }: { message: string }) {
  return (
    <AlertLinkCard tone="problem" icon={<Link2Off aria-hidden />} title="This link does not work">
      <p>{message}</p>
      <p className="text-muted-foreground">
        A link to update a listing works once, for 15 minutes. Ask for a new one: it comes by e-mail at once.
      </p>
      <div>
        <Button asChild>
          <Link to={GUIDE_MANAGE_PATH}>Ask for a new link</Link>
        </Button>
      </div>
    </AlertLinkCard>
  );
}

export function ManageWithdraw({ token, business }: { token: string; business: string }) {
  const sending = useNavigation().state === "submitting";
  return (
    <AlertLinkCard tone="problem" icon={<Trash2 aria-hidden />} title="Withdraw your listing?">
      <p>
        <strong className="break-words">{business}</strong> leaves every page of the site at once. To be
        listed again later, apply again.
      </p>
      <Form method="post" className="flex flex-wrap gap-2">
        <input type="hidden" name="intent" value="withdraw" />
        <input type="hidden" name="token" value={token} />
        <Button type="submit" variant="destructive" disabled={sending}>
          {sending ? "Withdrawing..." : "Withdraw my listing"}
        </Button>
        <Button asChild variant="outline">
          <Link to={manageHref(token)}>Cancel</Link>
        </Button>
      </Form>
    </AlertLinkCard>
  );
}

export function ManageEdit({
  token,
  guide,
  formState,
  waters,
  initial,
  errors,
  curated,
}: {
  token: string;
  guide: ManagedGuide;
  formState: string;
  /** The curated states and their regions, from the loader. */
  curated: CuratedRegions;
  waters: WaterChoice[];
  initial: GuideFormValues;
  errors?: GuideFormErrors;
}) {
  const hidden = guide.status === "hidden";
  return (
    <>
      <PageHeader
        trail={[{ name: "Your guide listing", path: GUIDE_MANAGE_PATH }]}
        title={guide.business}
        lead={STATUS_TEXT[guide.status]}
      />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <div className="grid max-w-4xl gap-6">
          {hidden ? (
            <Callout variant="caution">
              <Link2Off aria-hidden />
              <p>Our team has hidden this listing after a review or readers' reports. You may withdraw it.</p>
            </Callout>
          ) : (
            <Card className="grid gap-6 p-5 md:p-6">
              <div>
                <h2 className="text-xl font-bold tracking-tight">Update your listing</h2>
                <p className="mt-1 text-sm text-muted-foreground">
                  Saved changes go to our team's review, and the listing leaves the pages until they are
                  approved. This link works once: saving or withdrawing uses it.
                </p>
              </div>
              <StateChooser id="guide-state" state={formState} curated={curated} token={token} />
              <GuideForm
                state={formState}
                curated={curated}
                waters={waters}
                initial={initial}
                errors={errors}
                intent="update"
                email={{ editable: false, shown: guide.email }}
                submitLabel="Save changes"
                pendingLabel="Saving..."
              >
                <input type="hidden" name="token" value={token} />
              </GuideForm>
            </Card>
          )}
          <section
            aria-labelledby="withdraw-heading"
            className="grid gap-2 rounded-lg border border-dashed p-5"
          >
            <h2 id="withdraw-heading" className="text-lg font-semibold">
              Withdraw your listing
            </h2>
            <p className="text-sm text-muted-foreground">
              It leaves every page at once. You are asked once more first.
            </p>
            <div>
              <Button asChild variant="outline">
                <Link to={`${manageHref(token)}&step=withdraw`}>Withdraw...</Link>
              </Button>
            </div>
          </section>
        </div>
      </div>
    </>
  );
}
