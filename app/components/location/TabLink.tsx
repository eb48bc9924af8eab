import type { MouseEvent, ReactNode } from "react";
import { TabsTrigger } from "#app/components/ui/tabs";

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A tab that is also a link to its own URL. With JavaScript the tabs switch in place (the
 * plain click's navigation is cancelled); without it, or opened in a new browser tab, the
 * link loads the page with that tab, rendered by the server.
 */
export function TabLink({ value, href, children }: { value: string; href: string; children: ReactNode }) {
  return (
    <TabsTrigger value={value} asChild>
      <a
        href={href}
        // The trigger's type="button" means nothing on a link.
        type={undefined}
        onClick={(event) => {
          if (isPlainClick(event)) event.preventDefault();
        }}
      >
        {children}
      </a>
    </TabsTrigger>
  );
}
