import { describe, expect, it } from "vitest";
import { createArena, expectText, request } from "../fixtures";

describe("server-rendered pages", () => {
  it("/arenas and /map render approved arenas in the HTML, not pending ones", async () => {
    // A word of their own, searched for: other files' arenas share the database and the first page.
    const tag = `zq${crypto.randomUUID().replaceAll("-", "").slice(0, 8)}`;
    const approved = await createArena({ name: `Zephyr Fieldhouse ${tag}` });
    const pending = await createArena({ name: `Hidden Pending Gym ${tag}`, approved: false });
    for (const path of [`/arenas?search=${tag}`, `/map?search=${tag}`]) {
      const response = await request(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(approved.name);
      expect(html).not.toContain(pending.name);
      expect(html).toMatch(/\d+ arena\(s\) found/);
    }
  });

  it("an unknown path renders the 404 page with status 404", async () => {
    const response = await request("/no/such/page");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Oops! Page not found");
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Return to Home<\/a>/);
  });

  it("every route of the app's route table answers", async () => {
    const paths = [
      "/",
      "/map",
      "/arenas",
      "/login",
      "/register",
      "/submit",
      "/feedback",
      "/contact",
      "/support",
      "/favorites",
      "/profile",
      "/admin",
      "/admin/feedback",
      "/admin/contact",
      "/admin/pending-arenas",
      "/terms",
      "/privacy",
    ];
    for (const path of paths) {
      const response = await request(path, { redirect: "manual" });
      expect([200, 302], `${path} answered ${response.status}`).toContain(response.status);
    }
  });
});

/** The text of each heading of `level` in the page's <main>, in order, tags and React's markers removed. */
function headings(html: string, level: number): string[] {
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  return [...main.matchAll(new RegExp(`<h${level}[^>]*>([\\s\\S]*?)</h${level}>`, "g"))].map((match) =>
    (match[1] ?? "").replace(/<[^>]+>/g, "").replaceAll("&#x27;", "'"),
  );
}

/** A page's HTML without the markers React writes between adjacent pieces of text. */
async function renderedText(path: string): Promise<string> {
  return (await (await request(path)).text()).replaceAll("<!-- -->", "");
}

/** The page's footer, as rendered. */
function footer(html: string): string {
  return html.slice(html.indexOf("<footer"), html.indexOf("</footer>"));
}

describe("the fixed pages and the shell, as rendered", () => {
  it("the terms of service have eleven sections in order with the fixed figures", async () => {
    const html = await renderedText("/terms");
    expect(headings(html, 1)).toEqual(["Terms of Service"]);
    expect(headings(html, 2)).toEqual([
      "1. Acceptance of Terms",
      "2. Description of Service",
      "3. User Conduct",
      "4. Intellectual Property",
      "5. Disclaimer of Warranties",
      "6. Limitation of Liability",
      "7. Indemnification",
      "8. Termination",
      "9. Governing Law",
      "10. Changes to These Terms",
      "11. Contact",
    ]);
    expect(headings(html, 3)).toEqual(["User Content License", "Copyright Policy"]);
    for (const text of ["USD 1.00", "State of California", "30 days", 'href="mailto:support@tipoff.app"']) {
      expectText(html, text);
    }
  });

  it("the privacy policy is effective April 11, 2025 and has nine sections in order", async () => {
    const html = await renderedText("/privacy");
    expect(headings(html, 1)).toEqual(["Privacy Policy"]);
    expectText(html, "Effective April 11, 2025");
    expect(headings(html, 2)).toEqual([
      "1. Information We Collect",
      "2. How We Use Information",
      "3. How We Share Information",
      "4. Data Retention",
      "5. Your Rights",
      "6. Security",
      "7. Children's Privacy",
      "8. Changes to This Policy",
      "9. Contact Us",
    ]);
    expectText(html, "under 13");
    expectText(html, 'href="mailto:support@tipoff.app"');
  });

  it("the footer shows the current year and the fixed links", async () => {
    const html = footer(await renderedText("/"));
    expectText(html, `© ${new Date().getFullYear()} Tipoff`);
    for (const [name, href] of [
      ["Home", "/"],
      ["Arena List", "/map"],
      ["Login", "/login"],
      ["Register", "/register"],
      ["Contact Us", "/contact"],
      ["Submit Feedback", "/feedback"],
      ["Support the product", "/support"],
      ["Terms of Service", "/terms"],
      ["Privacy Policy", "/privacy"],
    ] as const) {
      expect(html, name).toMatch(new RegExp(`<a[^>]*href="${href}"[^>]*>${name}</a>`));
    }
  });
});
