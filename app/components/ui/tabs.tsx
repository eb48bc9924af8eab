import { Slot } from "@radix-ui/react-slot";
import * as React from "react";
import { cn } from "#app/lib/cn";

// Tabs as the WAI-ARIA tabs pattern, owned: the home page shows them on its first screen, and
// this is a few hundred bytes where the Radix primitive (roving focus, collections, presence)
// was about 10 kB gzipped of its first load (decision 023). Same API as the Radix one it replaces:
// automatic activation, arrow keys, Home and End, wrapping at the ends; only the selected
// tab is in the Tab order; inactive panels stay in the DOM, hidden and empty.

type TabsContextValue = {
  baseId: string;
  value: string;
  select: (value: string) => void;
};

const TabsContext = React.createContext<TabsContextValue | null>(null);

function useTabs(part: string): TabsContextValue {
  const context = React.useContext(TabsContext);
  if (!context) throw new Error(`${part} must be inside <Tabs>`);
  return context;
}

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-content-${value}`;

export function Tabs({
  value: controlled,
  defaultValue = "",
  onValueChange,
  ...props
}: Omit<React.ComponentProps<"div">, "defaultValue"> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}) {
  const [uncontrolled, setUncontrolled] = React.useState(defaultValue);
  const value = controlled ?? uncontrolled;
  const baseId = React.useId();
  const context = React.useMemo<TabsContextValue>(
    () => ({
      baseId,
      value,
      select(next) {
        if (next === value) return;
        if (controlled === undefined) setUncontrolled(next);
        onValueChange?.(next);
      },
    }),
    [baseId, value, controlled, onValueChange],
  );
  return (
    <TabsContext.Provider value={context}>
      <div data-orientation="horizontal" {...props} />
    </TabsContext.Provider>
  );
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

const TABS_LIST_LAYOUTS = {
  /** As wide as its tabs, wrapping onto more lines when they do not fit. */
  wrap: "inline-flex flex-wrap rounded-lg p-1",
  /**
   * On phones one row across the page's whole width (into its 1rem side padding) that scrolls
   * sideways; from 640 px as wide as its container, wrapping.
   */
  scroll:
    "-mx-4 flex w-[calc(100%+2rem)] flex-nowrap justify-start overflow-x-auto rounded-none px-4 py-1 sm:mx-0 sm:w-full sm:flex-wrap sm:rounded-lg sm:px-1",
} as const;

export function TabsList({
  className,
  layout = "wrap",
  onKeyDown,
  ...props
}: React.ComponentProps<"div"> & { layout?: keyof typeof TABS_LIST_LAYOUTS }) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn(
        "items-center gap-1 bg-muted text-muted-foreground",
        TABS_LIST_LAYOUTS[layout],
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        const move = MOVES[event.key];
        if (!move || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
        const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
        const index = tabs.indexOf(event.target as HTMLElement);
        if (index === -1) return;
        event.preventDefault();
        // Focusing a tab selects it (automatic activation), as the Radix tabs did.
        tabs[move(index, tabs.length)]?.focus();
      }}
      {...props}
    />
  );
}

export function TabsTrigger({
  className,
  value,
  asChild = false,
  onMouseDown,
  onKeyDown,
  onFocus,
  ...props
}: React.ComponentProps<"button"> & { value: string; asChild?: boolean }) {
  const { baseId, value: selectedValue, select } = useTabs("TabsTrigger");
  const selected = value === selectedValue;
  const Component = asChild ? Slot : "button";
  return (
    <Component
      type="button"
      role="tab"
      aria-selected={selected}
      aria-controls={panelId(baseId, value)}
      data-state={selected ? "active" : "inactive"}
      id={triggerId(baseId, value)}
      tabIndex={selected ? 0 : -1}
      className={cn(
        "inline-flex cursor-pointer items-center justify-center rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm",
        className,
      )}
      {...props}
      onMouseDown={(event: React.MouseEvent<HTMLButtonElement>) => {
        onMouseDown?.(event);
        if (event.defaultPrevented) return;
        if (event.button === 0 && !event.ctrlKey) {
          event.currentTarget.focus();
          select(value);
        } else {
          event.preventDefault();
        }
      }}
      onKeyDown={(event: React.KeyboardEvent<HTMLButtonElement>) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented && (event.key === "Enter" || event.key === " ")) select(value);
      }}
      onFocus={(event: React.FocusEvent<HTMLButtonElement>) => {
        onFocus?.(event);
        select(value);
      }}
    />
  );
}

const TABS_CONTENT_SPACING = { default: "mt-4", loose: "mt-6" } as const;

export function TabsContent({
  className,
  value,
  spacing = "default",
  children,
  ...props
}: React.ComponentProps<"div"> & {
  value: string;
  /** The space between the tab list (or what is above) and the panel. */
  spacing?: keyof typeof TABS_CONTENT_SPACING;
}) {
  const { baseId, value: selectedValue } = useTabs("TabsContent");
  const selected = value === selectedValue;
  return (
    <div
      data-state={selected ? "active" : "inactive"}
      role="tabpanel"
      aria-labelledby={triggerId(baseId, value)}
      hidden={!selected}
      id={panelId(baseId, value)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: Tab moves from the tab list into its panel
      tabIndex={0}
      className={cn("outline-none", TABS_CONTENT_SPACING[spacing], className)}
      {...props}
    >
      {selected && children}
    </div>
  );
}
