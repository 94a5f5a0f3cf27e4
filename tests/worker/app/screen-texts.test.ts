import { describe, expect, it } from "vitest";
import { contactMessages } from "~/worker/db/schema.server";
import { createArena, cursorAbove, db, expectText, ownTimeWindow, request, signIn } from "../fixtures";

// Fixed screen texts (docs/product.md) that no other test reads, as the server renders them.

/** The texts of a page's elements of one tag (headings, table heads), in order. */
function textsOf(html: string, tag: string): string[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>(.*?)</${tag}>`, "gs"))].map((match) =>
    (match[1] ?? "").replace(/<[^>]+>/g, "").trim(),
  );
}

/** The link whose visible text is `text`, with its address, if the page has one. */
function linkTo(html: string, text: string): string | undefined {
  for (const match of html.matchAll(/<a\b[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gs)) {
    if ((match[2] ?? "").replace(/<[^>]+>/g, "").trim() === text) return match[1];
  }
  return undefined;
}

describe("home", () => {
  it("a visitor is asked to join; a signed-in person to add and explore", async () => {
    await createArena();
    const visitor = await (await request("/")).text();
    expect(linkTo(visitor, "View All Arenas")).toBe("/map");
    expect(linkTo(visitor, "Join Now")).toBe("/register");
    expect(linkTo(visitor, "Create Free Account")).toBe("/register");
    expect(linkTo(visitor, "Add New Arena")).toBeUndefined();

    const { cookie } = await signIn();
    const member = await (await request("/", { headers: { cookie } })).text();
    expect(linkTo(member, "Add New Arena")).toBe("/submit");
    expect(linkTo(member, "Explore Arenas")).toBe("/map");
    expect(linkTo(member, "Create Free Account")).toBeUndefined();
    expect(linkTo(member, "Join Now")).toBeUndefined();
    expect(linkTo(member, "View All Arenas")).toBe("/map");
  });
});

describe("register", () => {
  it("the form is titled Create Your Account", async () => {
    const html = await (await request("/register")).text();
    expectText(html, ">Create Your Account<");
  });
});

describe("arena detail", () => {
  it("each note's card is titled with the field's label; local information under its heading", async () => {
    const arena = await createArena({ food: "Diner on 5th", hotels: "Inn by the river", safety: "Well-lit lot" });
    const html = await (await request(`/arenas/${arena.id}`)).text();
    const headings = textsOf(html, "h2");
    expect(headings).toEqual(
      expect.arrayContaining([
        "Parking",
        "Locker Rooms",
        "Local Information",
        "Food Options",
        "Accommodation",
        "Safety Tips",
      ]),
    );
    for (const text of ["Diner on 5th", "Inn by the river", "Well-lit lot"]) expectText(html, text);
  });
});

describe("admin screens", () => {
  it("feedback is titled User Feedback; the contact table has the fixed columns and actions", async () => {
    const { cookie } = await signIn({ admin: true });
    const feedbackHtml = await (await request("/admin/feedback", { headers: { cookie } })).text();
    expect(textsOf(feedbackHtml, "h1")).toContain("User Feedback");

    // Dated in a time of this test's own, and the inbox read from just above it: the first row is this one.
    const subject = `Parking at the north gate ${crypto.randomUUID().slice(0, 6)}`;
    const createdAt = new Date(ownTimeWindow());
    await db.insert(contactMessages).values({
      name: "Pat Official",
      email: "pat@example.com",
      subject,
      message: "Where do officials park?",
      createdAt,
    });
    const contactHtml = await (
      await request(`/admin/contact?cursor=${cursorAbove(createdAt)}`, { headers: { cookie } })
    ).text();
    expect(textsOf(contactHtml, "th")).toEqual(["Date", "Status", "From", "Subject", "Actions"]);
    const row = textsOf(contactHtml, "tr").find((text) => text.includes(subject)) ?? "";
    expect(row).toContain("Unread");
    expect(row).toContain("View");
    expect(row).toContain("Mark Read");
  });
});

describe("the arena form", () => {
  it("offers the fixed competition levels, in their order", async () => {
    const { cookie } = await signIn();
    const html = await (await request("/submit", { headers: { cookie } })).text();
    const select = /<select[^>]*name="level"[^>]*>(.*?)<\/select>/s.exec(html)?.[1] ?? "";
    expect(textsOf(select, "option")).toEqual([
      "Choose a level",
      "Division I",
      "Division II",
      "Division III",
      "NAIA",
      "Community/Junior College",
      "High School",
      "Other",
    ]);
  });
});
