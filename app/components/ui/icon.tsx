// One icon: lucide's drawing as one <svg> with three attributes and its shapes as a single string
// (the icons themselves are generated into ./icons/ by scripts/build-icons.ts). The attributes
// lucide-react writes on every icon (size, fill, stroke…) are CSS in app.css. A rendered /arenas
// carries about 110 icons; lucide-react's 11 attributes and one element per shape were a fifth of the
// server's work on that page (docs/decisions/082).
import type { ComponentPropsWithoutRef, ComponentType, ReactElement } from "react";

export type IconProps = Omit<ComponentPropsWithoutRef<"svg">, "children" | "dangerouslySetInnerHTML">;
/** An icon, with its class and drawing kept for `IconSymbols`. */
export type IconComponent = ComponentType<IconProps> & { baseClass: string; markup: string };

// Pure: an icon no page uses is left out of the bundle.
/* @__NO_SIDE_EFFECTS__ */
export function createIcon(baseClass: string, markup: string): IconComponent {
  const inner = { __html: markup };
  function Icon({ className, ...props }: IconProps): ReactElement {
    // As lucide-react: hidden from assistive technology unless the icon is given a name.
    const named = "aria-label" in props || "aria-labelledby" in props || "title" in props || "role" in props;
    return (
      <svg
        className={className ? `${baseClass} ${className}` : baseClass}
        viewBox="0 0 24 24"
        aria-hidden={named ? undefined : "true"}
        {...props}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: lucide's own drawings, generated, no user text
        dangerouslySetInnerHTML={inner}
      />
    );
  }
  return Object.assign(Icon, { baseClass, markup });
}

/** The id of an icon's symbol: its lucide class (`lucide-heart`). */
function symbolId(icon: IconComponent): string {
  return icon.baseClass.slice(icon.baseClass.lastIndexOf(" ") + 1);
}

/**
 * Icons a list repeats on every row, drawn once per page: each `SymbolIcon` of them is then a short
 * reference instead of the whole drawing (on the arena list, a quarter of every card's bytes).
 * Render it once, beside the list; the symbols are never shown themselves.
 */
export function IconSymbols({ icons }: { icons: readonly IconComponent[] }): ReactElement {
  return (
    <svg className="hidden" aria-hidden="true">
      {icons.map((icon) => (
        <symbol
          key={icon.baseClass}
          id={symbolId(icon)}
          viewBox="0 0 24 24"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: lucide's own drawings, generated, no user text
          dangerouslySetInnerHTML={{ __html: icon.markup }}
        />
      ))}
    </svg>
  );
}

/** An icon drawn by reference to its symbol in the page's `IconSymbols`: styled as the icon itself. */
export function SymbolIcon({ icon, className }: { icon: IconComponent; className?: string }): ReactElement {
  return (
    <svg
      className={className ? `${icon.baseClass} ${className}` : icon.baseClass}
      viewBox="0 0 24 24"
      aria-hidden="true"
    >
      <use href={`#${symbolId(icon)}`} />
    </svg>
  );
}
