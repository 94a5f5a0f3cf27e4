import { beforeEach, describe, expect, it, vi } from "vitest";
import { REPORT_TEXT } from "~/core/reports/messages";
import { REPORT_RULE_TEXT } from "~/core/reports/report-rules";
import type { NotificationMessage } from "~/worker/notifications/queue.server";
import { api, createArena, createGame, json, postForm, type SignedIn, signIn } from "../fixtures";
import { createDevice, runNotificationCronAt } from "../push-fixtures";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const as = (person: SignedIn) => ({ cookie: person.cookie, ip: person.ip });

type ReportJson = {
  id: string;
  kind: string;
  dueAt: string;
  authority: string;
  rule: string;
  formUrl: string | null;
  sentAt: string | null;
  notes: string;
};
type GameJson = { id: string; reportDueAt: string | null };
type ErrorJson = { error: { code: string; message: string } };

beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

/** A game at a gym in `state`, tipped off `hoursAgo` hours ago (negative: still to come). */
async function gameIn(person: SignedIn, state: string, hoursAgo: number, level: string | null = "Varsity Boys") {
  const arena = await createArena({ name: `Gym ${crypto.randomUUID().slice(0, 6)}`, state });
  const game = await createGame({
    userId: person.id,
    arenaId: arena.id,
    tipoffAt: new Date(Math.floor((Date.now() - hoursAgo * HOUR) / MINUTE) * MINUTE),
    timeZone: state === "GA" ? "America/New_York" : "America/Chicago",
    level,
  });
  return { ...game, arenaName: arena.name };
}

async function report(person: SignedIn, gameId: string, body: unknown) {
  return api(`/api/games/${gameId}/reports`, { ...as(person), body });
}

describe("the report after an ejection", () => {
  it("is refused in words before tip-off, and due by the association's rule after it", async () => {
    const person = await signIn();
    const upcoming = await gameIn(person, "GA", -2);
    const early = await report(person, upcoming.id, { kind: "ejection", notes: "" });
    expect(early.status).toBe(409);
    expect(await json<ErrorJson>(early)).toMatchObject({
      error: { code: "not_tipped_off", message: REPORT_TEXT.notYet },
    });

    const played = await gameIn(person, "GA", 3);
    const saved = await report(person, played.id, { kind: "ejection", who: "#23 Home", notes: "Second technical." });
    expect(saved.status).toBe(201);
    const { report: created } = await json<{ report: ReportJson }>(saved);
    // GHSA counts 24 hours from the incident: from the tip-off, the earliest it can have come.
    expect(Date.parse(created.dueAt)).toBe(played.tipoffAt.getTime() + 24 * HOUR);
    expect(created).toMatchObject({ kind: "ejection", authority: "GHSA", sentAt: null, notes: "Second technical." });
    expect(created.rule).toBe("GHSA: within 24 hours of the incident");

    const listed = await json<{ games: GameJson[] }>(await api("/api/games", as(person)));
    expect(listed.games.find((game) => game.id === played.id)?.reportDueAt).toBe(created.dueAt);

    const marked = await api(`/api/games/${played.id}/reports/${created.id}`, {
      ...as(person),
      method: "PATCH",
      body: { sent: true },
    });
    expect(marked.status).toBe(200);
    expect((await json<{ report: ReportJson }>(marked)).report.sentAt).not.toBeNull();
    const after = await json<{ games: GameJson[] }>(await api("/api/games", as(person)));
    expect(after.games.find((game) => game.id === played.id)?.reportDueAt).toBeNull();
  });

  it("falls back to 24 hours after the game and says to check, where no rule is sourced or the level is not a school's", async () => {
    const person = await signIn();
    for (const game of [await gameIn(person, "ZZ", 3), await gameIn(person, "GA", 3, "NCAA Division II")]) {
      const { report: created } = await json<{ report: ReportJson }>(
        await report(person, game.id, { kind: "ejection" }),
      );
      expect(Date.parse(created.dueAt)).toBe(game.tipoffAt.getTime() + (2 + 24) * HOUR);
      expect(created.authority).toBe("your state association");
      expect(created.rule).toContain(REPORT_RULE_TEXT.checkRule);
    }
  });

  it("keeps another person's game and reports out of reach, and refuses a kind it does not know", async () => {
    const owner = await signIn();
    const stranger = await signIn();
    const game = await gameIn(owner, "TN", 3);
    const { report: created } = await json<{ report: ReportJson }>(await report(owner, game.id, { kind: "incident" }));
    expect((await report(stranger, game.id, { kind: "ejection" })).status).toBe(404);
    expect((await api(`/api/games/${game.id}/reports`, as(stranger))).status).toBe(404);
    const patch = await api(`/api/games/${game.id}/reports/${created.id}`, {
      ...as(stranger),
      method: "PATCH",
      body: { sent: true },
    });
    expect(patch.status).toBe(404);
    expect((await report(owner, game.id, { kind: "fight" })).status).toBe(400);
  });

  it("saves and marks sent without JavaScript, back on My Games with the deadline", async () => {
    const person = await signIn();
    const game = await gameIn(person, "GA", 3);
    const saved = await postForm(
      `/games/${game.id}/report`,
      { kind: "ejection", who: "Coach", when: "Q3 4:12", rule: "", words: "", notes: "Left the box." },
      as(person),
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`/games#game-${game.id}`);
    const page = await (await api("/games", as(person))).text();
    expect(page).toContain("Report due by");
    const [listed] = (await json<{ reports: ReportJson[] }>(await api(`/api/games/${game.id}/reports`, as(person))))
      .reports;
    expect(listed?.notes).toBe("Left the box.");
    const marked = await postForm(
      `/games/${game.id}/report`,
      { intent: "sent", reportId: listed?.id ?? "" },
      as(person),
    );
    expect(marked.status).toBe(302);
    const again = await (await api("/games", as(person))).text();
    expect(again).not.toContain("Report due by");
  });
});

describe("the report's reminder", () => {
  it("goes by push and by e-mail 6 hours before the deadline, once, until marked sent", async () => {
    const person = await signIn();
    const device = await createDevice(person.id);
    const game = await gameIn(person, "GA", 1);
    const { report: created } = await json<{ report: ReportJson }>(await report(person, game.id, { kind: "ejection" }));
    const due = Date.parse(created.dueAt);
    const mine = (messages: NotificationMessage[]) =>
      messages.filter((message) =>
        message.type === "push" ? message.subscriptionId === device.id : message.userId === person.id,
      );
    expect(mine(await runNotificationCronAt(due - 6 * HOUR - 5 * MINUTE))).toEqual([]);
    const sent = mine(await runNotificationCronAt(due - 6 * HOUR));
    expect(sent.map((message) => message.type).sort()).toEqual(["email", "push"]);
    expect(sent[0]?.notice).toMatchObject({
      kind: "reportDue",
      url: `/games/${game.id}/report`,
      body: REPORT_TEXT.reminderBody("Ejection", game.arenaName, "GHSA"),
    });
    expect(mine(await runNotificationCronAt(due - 5 * HOUR))).toEqual([]);
  });

  it("does not go for a report marked sent", async () => {
    const person = await signIn();
    await createDevice(person.id);
    const game = await gameIn(person, "GA", 1);
    const { report: created } = await json<{ report: ReportJson }>(await report(person, game.id, { kind: "ejection" }));
    await api(`/api/games/${game.id}/reports/${created.id}`, { ...as(person), method: "PATCH", body: { sent: true } });
    const messages = await runNotificationCronAt(Date.parse(created.dueAt) - 6 * HOUR);
    expect(messages.filter((message) => message.type === "email" && message.userId === person.id)).toEqual([]);
  });
});
