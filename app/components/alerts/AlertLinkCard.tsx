import type { ReactNode } from "react";
import { Card } from "#app/components/ui/card";
import { cn } from "#app/lib/cn";

/**
 * The frame of a page an e-mail links to: one card, narrow enough to read on a phone, with an
 * icon, the page's one heading and what to do.
 */
export function AlertLinkCard({
  icon,
  title,
  tone = "default",
  children,
}: {
  icon: ReactNode;
  title: string;
  tone?: "default" | "problem";
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 md:py-16">
      <Card className="p-6 md:p-8">
        <div
          className={cn(
            "flex size-12 items-center justify-center rounded-full [&_svg]:size-6",
            tone === "problem" ? "bg-muted text-foreground" : "bg-secondary text-primary",
          )}
        >
          {icon}
        </div>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-balance md:text-3xl">{title}</h1>
        <div className="mt-3 grid gap-4 text-base leading-relaxed">{children}</div>
      </Card>
    </div>
  );
}
