import type { Page } from "@playwright/test";
import { SAMPLE_ARENA } from "../../worker/arenas/sample-arena.ts";

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

/** Fills the arena form on the page: the sample arena's school and town unless told otherwise. */
export async function fillArenaForm(page: Page, fields: ArenaFormFields) {
  await page.getByLabel("Arena name").fill(fields.name);
  await page.getByLabel("School").fill(SAMPLE_ARENA.school);
  await page.getByLabel("Conference").fill(SAMPLE_ARENA.conference);
  if (fields.level) await page.getByLabel("Level (optional)").selectOption(fields.level);
  await page.getByLabel("Address").fill(fields.address ?? SAMPLE_ARENA.address);
  await page.getByLabel("City").fill(SAMPLE_ARENA.city);
  await page.getByLabel("State", { exact: true }).fill(SAMPLE_ARENA.state);
  await page.getByLabel("ZIP code").fill(SAMPLE_ARENA.zipCode);
  await page.getByLabel("Latitude (optional)").fill(fields.latitude ?? "");
  await page.getByLabel("Longitude (optional)").fill(fields.longitude ?? "");
  if (fields.parking !== undefined) await page.getByLabel("Parking", { exact: true }).fill(fields.parking);
}
