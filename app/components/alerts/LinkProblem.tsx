import { Link2Off, ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button";
import { AlertLinkCard } from "./AlertLinkCard";

/** Why a link cannot be used: a token that names nothing, one for another alert, an alert gone. */
export type LinkProblemKind = "invalid" | "forbidden" | "gone";

// Friendly pages for a link that cannot be used: never a crash, never a stack trace.
const TEXTS: Record<LinkProblemKind, { title: string; body: string }> = {
  invalid: {
    title: "This confirmation link does not work",
    body: "It may have been cut short by your mail program. Open the link from the e-mail again, or copy all of it into your browser's address bar.",
  },
  forbidden: {
    title: "This link does not match this alert",
    body: "The links in an alert's e-mails only work for that alert. Open the link exactly as it is in the e-mail.",
  },
  gone: {
    title: "This alert no longer exists",
    body: "It was deleted or unsubscribed, so no more e-mails will come from it. You can set up a new alert on any location's Tide Alerts tab.",
  },
};

export function LinkProblem({ kind }: { kind: LinkProblemKind }) {
  const text = TEXTS[kind];
  return (
    <AlertLinkCard
      tone="problem"
      icon={kind === "forbidden" ? <ShieldAlert aria-hidden /> : <Link2Off aria-hidden />}
      title={text.title}
    >
      <p className="text-muted-foreground">{text.body}</p>
      <div>
        <Button asChild variant="outline">
          <Link to="/#directory">Explore Fishing Spots</Link>
        </Button>
      </div>
    </AlertLinkCard>
  );
}

export const LINK_PROBLEM_TITLES: Record<LinkProblemKind, string> = {
  invalid: TEXTS.invalid.title,
  forbidden: TEXTS.forbidden.title,
  gone: TEXTS.gone.title,
};
