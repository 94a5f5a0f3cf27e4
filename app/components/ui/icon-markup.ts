// How a lucide drawing becomes the markup of the generated icons in app/components/ui/icons/ (used
// by scripts/build-icons.ts, and by the test that holds the generated shapes to lucide-react).

type IconNode = ReadonlyArray<readonly [tag: string, attributes: Readonly<Record<string, string | number>>]>;

/** What each lucide-react icon module exports as `__iconData`. */
export type LucideIconData = { name: string; node: IconNode; aliases?: ReadonlyArray<string | { name: string }> };

/** An icon ready to render: lucide's class names and its shapes as one string. */
export type IconShape = { className: string; markup: string };

const escapeAttribute = (value: string | number) => String(value).replaceAll("&", "&amp;").replaceAll('"', "&quot;");

export function iconShape({ name, node, aliases = [] }: LucideIconData): IconShape {
  const aliasClasses = aliases.map((alias) => ` lucide-${typeof alias === "string" ? alias : alias.name}`).join("");
  const markup = node
    .map(([tag, attributes]) => {
      const pairs = Object.entries(attributes)
        .filter(([attribute]) => attribute !== "key")
        .map(([attribute, value]) => ` ${attribute}="${escapeAttribute(value)}"`)
        .join("");
      return `<${tag}${pairs}></${tag}>`;
    })
    .join("");
  return { className: `lucide lucide-${name}${aliasClasses}`, markup };
}
