import { useEffect, useState } from "react";
import { buttonClasses } from "~/app/components/ui/button";
import { Monitor } from "~/app/components/ui/icons/monitor";
import { Moon } from "~/app/components/ui/icons/moon";
import { Sun } from "~/app/components/ui/icons/sun";
import { PopoverMenu, popoverMenuItemClasses } from "~/app/components/ui/popover-menu";
import { cn } from "~/app/lib/cn";
import { applyTheme, isTheme, THEME_STORAGE_KEY, type Theme } from "~/app/lib/theme";

const OPTIONS: Array<{ value: Theme; label: string; Icon: typeof Sun }> = [
  { value: "light", label: "Light", Icon: Sun },
  { value: "dark", label: "Dark", Icon: Moon },
  { value: "system", label: "System", Icon: Monitor },
];

export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>("system");
  // The browser would open the panel before hydration, when its rows cannot act yet.
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    setTheme(isTheme(stored) ? stored : "system");
    setReady(true);
  }, []);

  // Follow the operating system while the choice is "system".
  useEffect(() => {
    if (theme !== "system") return;
    const query = window.matchMedia("(prefers-color-scheme: dark)");
    const onChange = () => applyTheme("system");
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [theme]);

  function choose(next: Theme) {
    setTheme(next);
    localStorage.setItem(THEME_STORAGE_KEY, next);
    applyTheme(next);
  }

  // The choice is kept in localStorage, so without JavaScript there is nothing to offer (`js-only`).
  return (
    <PopoverMenu
      label="Theme"
      disabled={!ready}
      triggerClassName={buttonClasses("ghost", "sm", "js-only w-11 px-0")}
      trigger={
        <>
          <Sun className="size-5 dark:hidden" aria-hidden />
          <Moon className="hidden size-5 dark:block" aria-hidden />
        </>
      }
      className="min-w-36"
    >
      {OPTIONS.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={theme === value}
          onClick={() => choose(value)}
          className={cn(popoverMenuItemClasses, "aria-pressed:font-semibold")}
        >
          <Icon className="size-4" aria-hidden />
          {label}
        </button>
      ))}
    </PopoverMenu>
  );
}
