import { useSyncExternalStore } from "react";

export const THEME_STORAGE_KEY = "theme";
export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];

export function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (THEMES as readonly string[]).includes(value);
}

/**
 * Runs inline in <head> before the body paints, so a server-rendered page never flashes the
 * wrong theme. Kept tiny and dependency-free on purpose.
 */
export const THEME_BOOT_SCRIPT = `(function(){document.documentElement.classList.add("js");try{var t=localStorage.getItem("${THEME_STORAGE_KEY}");if(t!=="light"&&t!=="dark")t="system";var d=t==="dark"||(t==="system"&&window.matchMedia("(prefers-color-scheme: dark)").matches);var e=document.documentElement;e.classList.toggle("dark",d);e.dataset.theme=t;}catch(_){}})();`;

export function applyTheme(theme: Theme) {
  const prefersDark = window.matchMedia("(prefers-color-scheme: dark)").matches;
  const dark = theme === "dark" || (theme === "system" && prefersDark);
  document.documentElement.classList.toggle("dark", dark);
  document.documentElement.dataset.theme = theme;
}

function subscribeToPageTheme(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}

/**
 * Whether the page shows dark now: the `dark` class that the boot script and `applyTheme` set on
 * `<html>`, followed as it changes. For what cannot read our class from CSS (the toasts' own theme).
 */
export function usePageIsDark(): boolean {
  return useSyncExternalStore(
    subscribeToPageTheme,
    () => document.documentElement.classList.contains("dark"),
    () => false,
  );
}
