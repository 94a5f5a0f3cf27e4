import { type ComponentType, createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ContactStatusBadge } from "~/app/components/admin/contact-status-badge";
import { BROWSE_TEXT } from "~/app/lib/browse-text";
import AdminContact from "~/app/routes/admin-contact/route";
import PendingArenas from "~/app/routes/admin-pending-arenas/route";
import Home from "~/app/routes/home/route";
import { ADMIN_TEXT } from "~/core/admin/messages";

// Empty lists as their screens show them. Worker tests share one D1 (docs/decisions/078), so no
// table is ever empty there: these render the route's component with empty loader data instead.

/** The route's component at `path`, rendered on the server with `loaderData` as its loader's answer. */
function render(path: string, Component: unknown, loaderData: unknown): string {
  const Stub = createRoutesStub([
    { id: "page", path, Component: Component as ComponentType, loader: () => loaderData },
  ]);
  return renderToString(
    createElement(Stub, { initialEntries: [path], hydrationData: { loaderData: { page: loaderData } } }),
  );
}

describe("empty states", () => {
  it("home without approved arenas invites the first one", () => {
    const html = render("/", Home, { featured: [], favoriteIds: [], error: undefined });
    expect(html).toContain(BROWSE_TEXT.noArenas);
    expect(html).toMatch(/href="\/submit"[^>]*>Add an arena</);
    expect(html).toContain(">Featured Arenas<");
  });

  it("admin contact: No Messages Yet, worded for the tab", () => {
    const all = render("/admin/contact", AdminContact, { items: [], nextCursor: null, tab: "all" });
    expect(all).toContain(">No Messages Yet<");
    expect(all).toContain(">No contact messages have been submitted yet.<");
    const replied = render("/admin/contact", AdminContact, { items: [], nextCursor: null, tab: "replied" });
    expect(replied).toContain(">No Messages Yet<");
    expect(replied).toContain(">No replied messages right now.<");
  });

  it("pending arenas: nothing to review", () => {
    const html = render("/admin/pending-arenas", PendingArenas, { items: [], nextCursor: null });
    expect(html).toContain(ADMIN_TEXT.noPendingArenas);
  });

  it("a contact status the app does not know reads Unknown", () => {
    const badge = (status: string) => renderToString(createElement(ContactStatusBadge, { status }));
    expect(badge("unread")).toContain(">Unread<");
    expect(badge("replied")).toContain(">Replied<");
    expect(badge("archived")).toContain(">Unknown<");
    expect(badge("constructor")).toContain(">Unknown<");
  });
});
