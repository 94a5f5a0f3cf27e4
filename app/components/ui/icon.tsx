// One icon: lucide's drawing as one <svg> with three attributes and its shapes as a single string
// (the icons themselves are generated into ./icons/ by scripts/build-icons.ts). The attributes
// lucide-react writes on every icon (size, fill, stroke…) are CSS in app.css. A rendered /arenas
// carries about 110 icons; lucide-react's 11 attributes and one element per shape were a fifth of the
// server's work on that page (docs/decisions/082).
import type { ComponentPropsWithoutRef, ComponentType } from "react";

export type IconProps = Omit<ComponentPropsWithoutRef<"svg">, "children" | "dangerouslySetInnerHTML">;
export type IconComponent = ComponentType<IconProps>;

// Pure: an icon no page uses is left out of the bundle.
/* @__NO_SIDE_EFFECTS__ */
export function createIcon(baseClass: string, markup: string): IconComponent {
  const inner = { __html: markup };
  function Icon({ className, ...props }: IconProps) {
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
  return Icon;
}
