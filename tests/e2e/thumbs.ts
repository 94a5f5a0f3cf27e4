import type { Locator, Page } from "@playwright/test";

/** What a person does with their thumbs in a journey: each tap and each character typed, counted. */
export class Thumbs {
  taps = 0;
  characters = 0;
  async tap(target: Locator) {
    this.taps += 1;
    await target.click();
  }
  async type(target: Locator, text: string) {
    this.taps += 1;
    this.characters += text.length;
    await target.fill(text);
  }
  /** Choosing a file: the picker's button, then the file. */
  async pickFile(page: Page, name: string, text: string) {
    this.taps += 2;
    await page
      .getByLabel("Calendar file (.ics)")
      .setInputFiles({ name, mimeType: "text/calendar", buffer: Buffer.from(text) });
  }
}
