import { test as base, expect } from "@playwright/test";

/** Every test fails if the page logs console.error or throws (STYLE 13). */
export const test = base.extend<{ consoleErrors: string[]; expectedConsoleErrors: RegExp | null }>({
  /** Errors a test provokes on purpose (going offline makes every request fail), set with test.use. */
  expectedConsoleErrors: [null, { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // A deliberate 404 document (the not-found page) is reported as a failed resource.
        // A deliberate 404 or 403 document (not-found page, not-authorized view) is reported as a failed resource.
        const isNotFoundDocument = /status of 40[34]/.test(message.text()) && message.location().url === page.url();
        // A route action answering 4xx (a validation message, a wrong password) is not a page error.
        const isActionAnswer = /status of 4\d\d/.test(message.text()) && /\.data(\?|$)/.test(message.location().url);
        const isExpected = expectedConsoleErrors?.test(message.text()) ?? false;
        if (!isNotFoundDocument && !isActionAnswer && !isExpected) errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
