import type { Page } from "@playwright/test";

/** An arena name no other test uses (the guardrail and the lists match names). */
export const uniqueName = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;

export type ArenaFormFields = {
  name: string;
  address?: string;
  latitude?: string;
  longitude?: string;
  level?: string;
  parking?: string;
};

/** Fills the arena form on the page: an Ohio State gym in Columbus unless told otherwise. */
export async function fillArenaForm(page: Page, fields: ArenaFormFields) {
  await page.getByLabel("Arena name").fill(fields.name);
  await page.getByLabel("School").fill("Ohio State University");
  await page.getByLabel("Conference").fill("Big Ten");
  if (fields.level) await page.getByLabel("Level (optional)").selectOption(fields.level);
  await page.getByLabel("Address").fill(fields.address ?? "555 Borror Drive");
  await page.getByLabel("City").fill("Columbus");
  await page.getByLabel("State", { exact: true }).fill("OH");
  await page.getByLabel("ZIP code").fill("43210");
  await page.getByLabel("Latitude (optional)").fill(fields.latitude ?? "");
  await page.getByLabel("Longitude (optional)").fill(fields.longitude ?? "");
  if (fields.parking !== undefined) await page.getByLabel("Parking", { exact: true }).fill(fields.parking);
}
