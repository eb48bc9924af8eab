import { Moon, Sun } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "#app/components/ui/button";
import { applyTheme, currentTheme, type Theme } from "#app/lib/theme";

export function ThemeToggle() {
  // The server cannot know the theme; the boot script already set it before paint.
  const [theme, setTheme] = useState<Theme>("light");
  useEffect(() => setTheme(currentTheme()), []);
  const next = theme === "dark" ? "light" : "dark";
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`Switch to ${next} theme`}
      onClick={() => {
        applyTheme(next);
        setTheme(next);
      }}
    >
      {theme === "dark" ? <Sun aria-hidden /> : <Moon aria-hidden />}
    </Button>
  );
}
