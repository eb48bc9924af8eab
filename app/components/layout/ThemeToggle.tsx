import { Moon, Sun } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "#app/components/ui/button";
import { applyTheme, currentTheme, type Theme, themeButtonLabel } from "#app/lib/theme";

/**
 * The theme button. Both icons are drawn and the stylesheet shows the one for the theme in
 * force, so the server's HTML is right before any script runs; on a page served with islands
 * the page script (app/islands/page.ts) handles its clicks, found by `data-theme-toggle`.
 */
export function ThemeToggle() {
  // The server cannot know the theme; the boot script already set it before paint.
  const [theme, setTheme] = useState<Theme>("light");
  useEffect(() => setTheme(currentTheme()), []);
  return (
    <Button
      variant="ghost"
      size="icon"
      data-theme-toggle=""
      aria-label={themeButtonLabel(theme)}
      onClick={() => {
        const next = theme === "dark" ? "light" : "dark";
        applyTheme(next);
        setTheme(next);
      }}
    >
      <Moon aria-hidden className="dark:hidden" />
      <Sun aria-hidden className="hidden dark:block" />
    </Button>
  );
}
