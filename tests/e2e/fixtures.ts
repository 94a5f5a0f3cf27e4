import { test as base, expect } from "@playwright/test";

/** Every test fails if the page logs console.error or throws (STYLE 13). */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // A deliberate 404 document (the not-found page) is reported as a failed resource.
        const isNotFoundDocument = message.text().includes("status of 404") && message.location().url === page.url();
        if (!isNotFoundDocument) errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
