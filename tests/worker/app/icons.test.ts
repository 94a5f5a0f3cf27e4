import * as lucide from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { IconComponent } from "~/app/components/ui/icon";
import { ICONS, iconFileName } from "~/app/components/ui/icon-list";
import { Heart } from "~/app/components/ui/icons/heart";

// The app's icons are generated from lucide-react (docs/decisions/082): each must draw exactly what
// the installed lucide-react's icon of the same name draws, so an upgrade that changes a drawing
// fails here until `npm run icons` is run again.
type Rendered = { classes: string; shapes: string; ariaHidden: boolean };

function parts(html: string): Rendered {
  const open = html.slice(0, html.indexOf(">") + 1);
  return {
    classes: /class="([^"]*)"/.exec(open)?.[1] ?? "",
    shapes: html.slice(open.length, html.lastIndexOf("</svg>")),
    ariaHidden: open.includes('aria-hidden="true"'),
  };
}

const lucideIcons = lucide as unknown as Record<string, lucide.LucideIcon | undefined>;

// Every generated module, by file name: the app imports each icon from its own module.
const modules = import.meta.glob<Record<string, IconComponent>>("/app/components/ui/icons/*.ts", { eager: true });
const icons = Object.fromEntries(
  Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports).map(([name, Icon]) => [name, { file: file.slice(file.lastIndexOf("/") + 1), Icon }]),
  ),
);

describe("icons", () => {
  it("generates one module per listed icon, named after its one export, and nothing else", () => {
    const generated = Object.entries(icons).map(([name, { file }]) => `${file} ${name}`);
    const listed = Object.keys(ICONS).map((name) => `${iconFileName(name)}.ts ${name}`);
    expect(generated.sort()).toEqual(listed.sort());
  });

  it("draws each icon as lucide-react does: the same shapes and class names, hidden from assistive technology", () => {
    for (const [name, { Icon }] of Object.entries(icons)) {
      const Lucide = lucideIcons[name];
      if (!Lucide) throw new Error(`lucide-react has no icon ${name}`);
      const ours = parts(renderToStaticMarkup(createElement(Icon, { className: "size-4" })));
      const theirs = parts(renderToStaticMarkup(createElement(Lucide, { className: "size-4" })));
      expect({ name, ...ours }).toEqual({ name, ...theirs });
    }
  });

  it("is announced when given a name, as lucide-react's icons are", () => {
    const named = renderToStaticMarkup(createElement(Heart, { "aria-label": "Favorite" }));
    expect(parts(named).ariaHidden).toBe(false);
    expect(named).toContain('aria-label="Favorite"');
  });
});
