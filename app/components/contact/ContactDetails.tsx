import { Mail, MapPin, Send } from "lucide-react";
import { Button } from "#app/components/ui/button";
import { Card } from "#app/components/ui/card";
import { suggestionMailtoHref } from "#app/lib/mailto";

// docs/product.md "Contact page": the contact address and the city, Portland, Oregon, and the
// e-mail suggestion of "Suggest by e-mail" (subject New Fishing Spot Suggestion).
export function ContactDetails({ email }: { email: string }) {
  return (
    <div className="grid gap-4">
      <Card className="p-5">
        <h2 className="text-lg font-semibold">Get in touch</h2>
        <ul className="mt-4 space-y-4 text-sm">
          <li className="flex gap-3">
            <Mail className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
            <div>
              <p className="font-medium">E-mail</p>
              <a href={`mailto:${email}`} className="break-all text-primary underline underline-offset-2">
                {email}
              </a>
            </div>
          </li>
          <li className="flex gap-3">
            <MapPin className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
            <div>
              <p className="font-medium">Based in</p>
              <p className="text-muted-foreground">Portland, Oregon</p>
            </div>
          </li>
        </ul>
      </Card>

      <Card className="p-5">
        <h2 className="text-lg font-semibold">Suggest a location by e-mail</h2>
        <p className="mt-2 text-sm text-muted-foreground">
          Prefer your own mail app? This opens a message with the subject “New Fishing Spot Suggestion” and a
          short template: location name, description, fish types, facilities and special tips. Photos are
          welcome as attachments.
        </p>
        <Button asChild variant="outline" className="mt-4 w-full sm:w-auto">
          <a href={suggestionMailtoHref(email)}>
            <Send aria-hidden />
            E-mail a suggestion
          </a>
        </Button>
      </Card>
    </div>
  );
}
