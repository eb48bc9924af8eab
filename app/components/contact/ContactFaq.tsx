import { ChevronDown, CircleHelp } from "lucide-react";
import type * as React from "react";
import { Section } from "#app/components/layout/Section";
import { ExternalLink } from "#app/components/ui/external-link";

const linkClass = "font-medium text-primary underline underline-offset-2";
// The answer is Oregon's (age 12, ODFW's tags), so it links ODFW's licence page.
const ODFW_LICENSE_URL = "https://myodfw.com/fishing/licenses-tags";

// docs/product.md "Contact page", FAQ: a fishing license is needed from age 12; photos are sent by e-mail.
function faqItems(email: string): { question: string; answer: React.ReactNode }[] {
  return [
    {
      question: "Do I need a fishing license?",
      answer: (
        <p>
          Yes, from age 12. In Oregon anyone 12 or older needs a fishing license; younger children fish free.
          Some fishing, such as salmon, steelhead, crab and clams, needs an extra tag or license on top. Buy
          them from{" "}
          <ExternalLink href={ODFW_LICENSE_URL} className={linkClass}>
            ODFW licenses and tags
          </ExternalLink>{" "}
          or a license agent, and check current ODFW regulations, as the rules change.
        </p>
      ),
    },
    {
      question: "How do I send photos of a fishing spot?",
      answer: (
        <p>
          By e-mail. Attach them to a message to{" "}
          <a href={`mailto:${email}`} className={linkClass}>
            {email}
          </a>{" "}
          and put the name of the spot in the subject. Please send only photos you took yourself.
        </p>
      ),
    },
    {
      question: "What happens after I suggest a location?",
      answer: (
        <p>
          The Fish Spots team reviews every suggestion and adds those that meet its criteria. If we have a
          question, we reply to the e-mail address you gave.
        </p>
      ),
    },
    {
      question: "Do I need an account?",
      answer: (
        <p>
          No. There is no sign-in anywhere on Fish Spots: browsing, rating, reviews and tide alerts are open
          to everyone.
        </p>
      ),
    },
    {
      question: "Can I use the tide predictions for boating?",
      answer: (
        <p>
          No. Tide predictions here are for planning your fishing, not for navigation. Check official sources
          and current bar conditions before you go out on the water.
        </p>
      ),
    },
  ];
}

export function ContactFaq({ email }: { email: string }) {
  return (
    <Section id="faq" title="Frequently asked questions" icon={<CircleHelp />}>
      <div className="divide-y rounded-xl border bg-card">
        {faqItems(email).map((item) => (
          // A native disclosure: keyboard and screen readers work without any script, and the
          // answers are in the server-rendered HTML for search engines.
          <details key={item.question} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-medium hover:bg-muted/60 [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown
                className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                aria-hidden
              />
            </summary>
            <div className="px-5 pb-5 text-sm leading-relaxed text-muted-foreground">{item.answer}</div>
          </details>
        ))}
      </div>
    </Section>
  );
}
