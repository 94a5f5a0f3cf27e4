import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { ApproveArenaSchema, ArenaInputSchema, ArenaPatchSchema } from "~/core/validation/arena";
import {
  DeleteAccountApiSchema,
  LoginSchema,
  ProfileNameSchema,
  RegisterSchema,
  VerificationEmailSchema,
} from "~/core/validation/auth";
import { ContactSchema, ContactStatusUpdateSchema } from "~/core/validation/contact";
import { FeedbackSchema, FeedbackStatusUpdateSchema } from "~/core/validation/feedback";
import { CreateGameSchema, UpdateGameSchema } from "~/core/validation/games";
import { CreateSuggestionSchema } from "~/core/validation/suggestions";
import { contactMessages, feedback } from "~/worker/db/schema.server";
import {
  arenaBody,
  badArenaField,
  badArenaId,
  badEmail,
  badFeedbackType,
  badGameField,
  badStatus,
  badVersion,
  contactBody,
  contactStatus,
  email,
  feedbackBody,
  feedbackStatus,
  gameBody,
  gameChange,
  notText,
  outOfRangeGameDate,
  personName,
  strangeId,
  strongPassword,
  tooLong,
  tooShort,
  weakPassword,
} from "./arbitraries";
import { api, createArena, createGame, db, fakeNetwork, json, type SignedIn, signIn, uniqueIp } from "./fixtures";

// Property-based input tests for every write endpoint: generated valid bodies are accepted and
// generated invalid ones are refused with 400 and the field's messages, never a 5xx. Runs are
// bounded (RUNS) so the suite stays fast; a failure prints fast-check's seed to replay it.

const RUNS = { valid: 10, invalid: 20, slow: 4 } as const;
let propertyRuns = 0;

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };
type Schema = { safeParse: (value: unknown) => { success: boolean } };

async function expectAccepted(response: Response, statuses: number[]) {
  propertyRuns += 1;
  if (!statuses.includes(response.status)) {
    throw new Error(`expected ${statuses.join(" or ")}, got ${response.status}: ${await response.text()}`);
  }
}

/** 400 `validation_error` naming the field (one of `fields`) with at least one message. */
async function expectRefused(response: Response, fields: string[]) {
  propertyRuns += 1;
  const body = await json<ErrorBody>(response.clone());
  if (response.status !== 400) throw new Error(`expected 400, got ${response.status}: ${JSON.stringify(body)}`);
  expect(body.error.code).toBe("validation_error");
  expect(body.error.message).not.toBe("");
  const named = fields.filter((field) => (body.error.fields?.[field]?.length ?? 0) > 0);
  expect(named, JSON.stringify(body.error.fields)).not.toEqual([]);
}

/** The generator agrees with the schema the route uses, or the property is testing the wrong thing. */
function parses(schema: Schema, value: unknown, valid: boolean) {
  expect(schema.safeParse(value).success, JSON.stringify(value).slice(0, 300)).toBe(valid);
}

const withField = (body: Record<string, unknown>, [field, value]: [string, unknown]) => ({ ...body, [field]: value });

afterAll(
  // biome-ignore lint/correctness/noEmptyPattern: vitest reads fixture names from the first argument's pattern
  ({}, suite) => {
    suite.meta.propertyRuns = propertyRuns;
  },
);

describe("POST /api/feedback and /api/contact", () => {
  it("accept generated valid bodies (201)", async () => {
    await fc.assert(
      fc.asyncProperty(feedbackBody, contactBody, async (feedbackInput, contactInput) => {
        parses(FeedbackSchema, feedbackInput, true);
        parses(ContactSchema, contactInput, true);
        await expectAccepted(await api("/api/feedback", { body: feedbackInput }), [201]);
        await expectAccepted(await api("/api/contact", { body: contactInput }), [201]);
      }),
      { numRuns: RUNS.valid },
    );
  });

  it("refuse generated invalid bodies with 400 and the field's messages", async () => {
    const badFeedback = fc.oneof(
      fc.tuple(fc.constant("content"), fc.oneof(tooShort(10), tooLong(2000), notText)),
      fc.tuple(fc.constant("type"), badFeedbackType),
    );
    const badContact = fc.oneof(
      fc.tuple(fc.constant("name"), fc.oneof(tooShort(2), tooLong(100), notText)),
      fc.tuple(fc.constant("email"), badEmail),
      fc.tuple(fc.constant("subject"), fc.oneof(tooShort(5), tooLong(200))),
      fc.tuple(fc.constant("message"), fc.oneof(tooShort(10), tooLong(3000))),
    );
    await fc.assert(
      fc.asyncProperty(feedbackBody, badFeedback, contactBody, badContact, async (f, fBad, c, cBad) => {
        const feedbackInput = withField(f, fBad);
        const contactInput = withField(c, cBad);
        parses(FeedbackSchema, feedbackInput, false);
        parses(ContactSchema, contactInput, false);
        await expectRefused(await api("/api/feedback", { body: feedbackInput }), [fBad[0]]);
        await expectRefused(await api("/api/contact", { body: contactInput }), [cBad[0]]);
      }),
      { numRuns: RUNS.invalid },
    );
  });
});

describe("POST and PATCH /api/arenas", () => {
  // Five submissions per user every 5 minutes: a new official after each five.
  let submitter: SignedIn | undefined;
  let submitted = 0;
  async function nextSubmitter(): Promise<SignedIn> {
    if (!submitter || submitted % 5 === 0) submitter = await signIn();
    submitted += 1;
    return submitter;
  }

  it("accept generated valid arenas (201) and edits (200)", async () => {
    const editor = await signIn();
    const arena = await createArena({ createdBy: editor.id, approved: false });
    let updatedAt = arena.updatedAt.toISOString();
    await fc.assert(
      fc.asyncProperty(
        arenaBody,
        fc.subarray(["name", "city", "level", "parking", "coordinates"]),
        async (input, keys) => {
          parses(ArenaInputSchema, input, true);
          const user = await nextSubmitter();
          await expectAccepted(await api("/api/arenas", { body: input, cookie: user.cookie, ip: uniqueIp() }), [201]);
          // Both coordinates or neither: one alone would ask the (absent) geocoder for the other.
          const fields = keys.flatMap((key) => (key === "coordinates" ? ["latitude", "longitude"] : [key]));
          const changes = { ...Object.fromEntries(fields.map((key) => [key, Reflect.get(input, key)])), updatedAt };
          parses(ArenaPatchSchema, changes, true);
          const edited = await api(`/api/arenas/${arena.id}`, {
            method: "PATCH",
            body: changes,
            cookie: editor.cookie,
          });
          await expectAccepted(edited, [200]);
          updatedAt = (await json<{ arena: { updatedAt: string } }>(edited)).arena.updatedAt;
        },
      ),
      { numRuns: RUNS.valid },
    );
  });

  it("refuse generated invalid arenas and edits with 400 and the field's messages", async () => {
    const user = await signIn();
    const arena = await createArena({ createdBy: user.id });
    await fc.assert(
      fc.asyncProperty(arenaBody, badArenaField, badVersion, async (input, bad, version) => {
        const body = withField(input, bad);
        parses(ArenaInputSchema, body, false);
        await expectRefused(await api("/api/arenas", { body, cookie: user.cookie }), [bad[0]]);
        const patch = { [bad[0]]: bad[1], updatedAt: arena.updatedAt.toISOString() };
        parses(ArenaPatchSchema, patch, false);
        const response = await api(`/api/arenas/${arena.id}`, { method: "PATCH", body: patch, cookie: user.cookie });
        await expectRefused(response, [bad[0]]);
        const stale = { name: "Renamed Arena", updatedAt: version };
        parses(ArenaPatchSchema, stale, false);
        const unversioned = await api(`/api/arenas/${arena.id}`, { method: "PATCH", body: stale, cookie: user.cookie });
        await expectRefused(unversioned, ["updatedAt"]);
      }),
      { numRuns: RUNS.invalid },
    );
  });
});

describe("POST /api/games and PATCH /api/games/{id}", () => {
  // Creates and edits share a budget of 30 per person every 5 minutes: a new official after ten.
  let planner: SignedIn | undefined;
  let writes = 0;
  async function nextPlanner(): Promise<SignedIn> {
    if (!planner || writes % 10 === 0) planner = await signIn();
    writes += 2;
    return planner;
  }

  it("accept generated valid plans (201) and changes (200)", async () => {
    // The routing service and the geocoder answer from recorded replies.
    const network = fakeNetwork();
    try {
      const arena = await createArena();
      await fc.assert(
        fc.asyncProperty(gameBody, gameChange, async (plan, change) => {
          const input = { arenaId: arena.id, ...plan };
          parses(CreateGameSchema, input, true);
          parses(UpdateGameSchema, change, true);
          const { cookie, ip } = await nextPlanner();
          const created = await api("/api/games", { body: input, cookie, ip });
          await expectAccepted(created, [201]);
          const { game } = await json<{ game: { id: string } }>(created);
          const edited = await api(`/api/games/${game.id}`, { method: "PATCH", body: change, cookie, ip });
          await expectAccepted(edited, [200]);
        }),
        { numRuns: RUNS.valid },
      );
    } finally {
      network.restore();
    }
  });

  it("refuse generated invalid plans and changes with 400 and the field's messages", async () => {
    const network = fakeNetwork();
    try {
      const person = await signIn();
      const arena = await createArena();
      const game = await createGame({ userId: person.id, arenaId: arena.id });
      const { cookie } = person;
      await fc.assert(
        fc.asyncProperty(gameBody, badGameField, badArenaId, outOfRangeGameDate, async (plan, bad, arenaId, date) => {
          const [field, value, named] = bad;
          const input = { arenaId: arena.id, ...plan, [field]: value };
          parses(CreateGameSchema, input, false);
          await expectRefused(await api("/api/games", { body: input, cookie }), [named]);
          const wrongArena = { ...plan, arenaId };
          parses(CreateGameSchema, wrongArena, false);
          await expectRefused(await api("/api/games", { body: wrongArena, cookie }), ["arenaId"]);
          const change = { [field]: value };
          parses(UpdateGameSchema, change, false);
          const patch = (body: unknown) => api(`/api/games/${game.id}`, { method: "PATCH", body, cookie });
          await expectRefused(await patch(change), [named]);
          parses(UpdateGameSchema, {}, false);
          await expectRefused(await patch({}), ["form"]);
          // The schema takes any real day; the service refuses a tip-off in the past or too far ahead.
          const when = { ...plan, arenaId: arena.id, date };
          parses(CreateGameSchema, when, true);
          await expectRefused(await api("/api/games", { body: when, cookie }), ["date"]);
          await expectRefused(await patch({ date }), ["date"]);
        }),
        { numRuns: RUNS.invalid },
      );
    } finally {
      network.restore();
    }
  });
});

describe("POST /api/arenas/{id}/suggestions and /confirmations", () => {
  // Ten suggestions per user every 5 minutes: a new official after each ten.
  let suggester: SignedIn | undefined;
  let suggested = 0;
  async function nextSuggester(): Promise<SignedIn> {
    if (!suggester || suggested % 10 === 0) suggester = await signIn();
    suggested += 1;
    return suggester;
  }

  it("accept generated valid suggestions (201) and confirmations (201, then 200)", async () => {
    const arena = await createArena();
    await fc.assert(
      fc.asyncProperty(
        arenaBody,
        fc.subarray(["city", "level", "parking", "officialsParking", "dressingRoom", "arrivalMinutes", "coordinates"]),
        async (input, keys) => {
          // The name always changes (a generated one never equals the arena's), so something does.
          const fields = [
            "name",
            ...keys.flatMap((key) => (key === "coordinates" ? ["latitude", "longitude"] : [key])),
          ];
          const body = { fields: Object.fromEntries(fields.map((key) => [key, Reflect.get(input, key) ?? null])) };
          parses(CreateSuggestionSchema, body, true);
          const user = await nextSuggester();
          const { cookie, ip } = user;
          await expectAccepted(await api(`/api/arenas/${arena.id}/suggestions`, { body, cookie, ip }), [201]);
          const confirm = () => api(`/api/arenas/${arena.id}/confirmations`, { method: "POST", cookie, ip });
          await expectAccepted(await confirm(), [200, 201]);
          await expectAccepted(await confirm(), [200]);
        },
      ),
      { numRuns: RUNS.valid },
    );
  });

  it("refuse generated invalid fields and notes with 400 and the field's messages", async () => {
    const user = await signIn();
    const arena = await createArena();
    await fc.assert(
      fc.asyncProperty(badArenaField, fc.oneof(tooLong(1000), notText), async (bad, note) => {
        const body = { fields: { [bad[0]]: bad[1] } };
        parses(CreateSuggestionSchema, body, false);
        const { cookie, ip } = user;
        await expectRefused(await api(`/api/arenas/${arena.id}/suggestions`, { body, cookie, ip }), [
          `fields.${bad[0]}`,
        ]);
        const noted = { fields: { food: "Tacos" }, note };
        parses(CreateSuggestionSchema, noted, false);
        await expectRefused(await api(`/api/arenas/${arena.id}/suggestions`, { body: noted, cookie, ip }), ["note"]);
      }),
      { numRuns: RUNS.invalid },
    );
  });
});

describe("the admin's writes", () => {
  let admin: SignedIn;

  it("accept generated valid statuses and versions", async () => {
    admin = await signIn({ admin: true });
    await fc.assert(
      fc.asyncProperty(feedbackStatus, contactStatus, async (feedbackTo, contactTo) => {
        const [entry] = await db.insert(feedback).values({ type: "bug", content: "Property feedback" }).returning();
        const [message] = await db
          .insert(contactMessages)
          .values({ name: "Prop", email: "prop@example.com", subject: "Property", message: "Property message" })
          .returning();
        const pending = await createArena({ approved: false });
        const approve = { updatedAt: pending.updatedAt.toISOString() };
        parses(FeedbackStatusUpdateSchema, { status: feedbackTo }, true);
        parses(ContactStatusUpdateSchema, { status: contactTo }, true);
        parses(ApproveArenaSchema, approve, true);
        const { cookie, ip } = admin;
        const send = (path: string, body: unknown, method = "PATCH") => api(path, { method, body, cookie, ip });
        await expectAccepted(await send(`/api/admin/feedback/${entry?.id}`, { status: feedbackTo }), [200]);
        // Only some moves are allowed (unread → read → replied): a refused one is 409, never 400.
        await expectAccepted(await send(`/api/admin/contact/${message?.id}`, { status: contactTo }), [200, 409]);
        await expectAccepted(await send(`/api/admin/arenas/${pending.id}/approve`, approve, "POST"), [200]);
      }),
      { numRuns: RUNS.valid },
    );
  });

  it("refuse generated invalid statuses and versions with 400", async () => {
    admin ??= await signIn({ admin: true });
    const pending = await createArena({ approved: false });
    await fc.assert(
      fc.asyncProperty(badStatus, badVersion, async (status, version) => {
        const { cookie, ip } = admin;
        parses(FeedbackStatusUpdateSchema, { status }, false);
        parses(ContactStatusUpdateSchema, { status }, false);
        parses(ApproveArenaSchema, { updatedAt: version }, false);
        const id = crypto.randomUUID();
        await expectRefused(await api(`/api/admin/feedback/${id}`, { method: "PATCH", body: { status }, cookie, ip }), [
          "status",
        ]);
        await expectRefused(await api(`/api/admin/contact/${id}`, { method: "PATCH", body: { status }, cookie, ip }), [
          "status",
        ]);
        const approve = await api(`/api/admin/arenas/${pending.id}/approve`, {
          body: { updatedAt: version },
          cookie,
          ip,
        });
        await expectRefused(approve, ["updatedAt"]);
      }),
      { numRuns: RUNS.invalid },
    );
  });

  it("answer any id in a write's path with 404 or success, never a 5xx", async () => {
    admin ??= await signIn({ admin: true });
    const user = await signIn();
    await fc.assert(
      fc.asyncProperty(strangeId, async (id) => {
        const segment = encodeURIComponent(id);
        const { cookie } = user;
        await expectAccepted(await api(`/api/favorites/${segment}`, { method: "PUT", cookie }), [404]);
        // Forgetting is idempotent: an id that was never saved is simply not a favorite.
        await expectAccepted(await api(`/api/favorites/${segment}`, { method: "DELETE", cookie }), [200, 404]);
        const removed = await api(`/api/admin/arenas/${segment}`, { method: "DELETE", cookie: admin.cookie });
        await expectAccepted(removed, [404]);
        // A game that is not the caller's (or no game at all) is 404 whatever the method.
        await expectAccepted(await api(`/api/games/${segment}`, { cookie }), [404]);
        const change = { method: "PATCH", body: { time: "19:00" }, cookie };
        await expectAccepted(await api(`/api/games/${segment}`, change), [404]);
        await expectAccepted(await api(`/api/games/${segment}`, { method: "DELETE", cookie }), [404]);
        // Suggestions and confirmations: an arena or suggestion that does not exist is 404.
        const suggestion = { body: { fields: { food: "Tacos" } }, cookie };
        await expectAccepted(await api(`/api/arenas/${segment}/suggestions`, suggestion), [404]);
        await expectAccepted(await api(`/api/arenas/${segment}/confirmations`, { method: "POST", cookie }), [404]);
        const review = { cookie: admin.cookie, ip: admin.ip };
        const version = { updatedAt: new Date().toISOString() };
        await expectAccepted(
          await api(`/api/admin/suggestions/${segment}/approve`, { body: version, ...review }),
          [404],
        );
        await expectAccepted(await api(`/api/admin/suggestions/${segment}/reject`, { body: {}, ...review }), [404]);
      }),
      { numRuns: RUNS.invalid },
    );
  });
});

describe("better-auth's endpoints behind the app's schemas", () => {
  it("accept generated valid sign-ups, sign-ins, names and verification requests", async () => {
    await fc.assert(
      fc.asyncProperty(personName, email, strongPassword, personName, async (name, address, password, newName) => {
        const account = { name, email: address, password };
        parses(RegisterSchema, account, true);
        const ip = uniqueIp();
        const created = await api("/api/auth/sign-up/email", { body: account, ip });
        await expectAccepted(created, [200]);
        const cookie = created.headers
          .getSetCookie()
          .map((header) => header.split(";")[0])
          .join("; ");
        parses(LoginSchema, { email: address, password }, true);
        await expectAccepted(await api("/api/auth/sign-in/email", { body: { email: address, password }, ip }), [200]);
        parses(ProfileNameSchema, { name: newName }, true);
        await expectAccepted(await api("/api/auth/update-user", { body: { name: newName }, cookie, ip }), [200]);
        parses(VerificationEmailSchema, { email: address }, true);
        await expectAccepted(await api("/api/auth/send-verification-email", { body: { email: address }, ip }), [200]);
        parses(DeleteAccountApiSchema, { password }, true);
        await expectAccepted(await api("/api/auth/delete-user", { body: { password }, cookie, ip }), [200]);
      }),
      { numRuns: RUNS.slow },
    );
  });

  it("refuse generated invalid accounts, credentials and names with 400 and the field's messages", async () => {
    const user = await signIn();
    await fc.assert(
      fc.asyncProperty(
        personName,
        email,
        strongPassword,
        fc.oneof(
          fc.tuple(fc.constant("email"), badEmail),
          fc.tuple(fc.constant("password"), weakPassword),
          fc.tuple(fc.constant("name"), fc.oneof(tooLong(100), fc.constant(""))),
        ),
        async (name, address, password, bad) => {
          const ip = uniqueIp();
          const account = withField({ name, email: address, password }, bad);
          parses(RegisterSchema, account, false);
          // An empty field is reported for the whole form ("Please fill in all fields").
          await expectRefused(await api("/api/auth/sign-up/email", { body: account, ip }), [bad[0], "form"]);
          if (bad[0] !== "name" && !(bad[0] === "password" && String(bad[1]).length >= 8)) {
            const credentials = withField({ email: address, password }, bad);
            parses(LoginSchema, credentials, false);
            await expectRefused(await api("/api/auth/sign-in/email", { body: credentials, ip }), [bad[0], "form"]);
          }
          const { cookie } = user;
          const newName = bad[0] === "name" ? bad[1] : "x";
          parses(ProfileNameSchema, { name: newName }, false);
          await expectRefused(await api("/api/auth/update-user", { body: { name: newName }, cookie, ip }), ["name"]);
          const change = { currentPassword: password, newPassword: bad[0] === "password" ? bad[1] : "short" };
          await expectRefused(await api("/api/auth/change-password", { body: change, cookie, ip }), ["newPassword"]);
          await expectRefused(await api("/api/auth/delete-user", { body: { password: "" }, cookie, ip }), ["password"]);
          const mail = bad[0] === "email" ? bad[1] : "not-an-address";
          parses(VerificationEmailSchema, { email: mail }, false);
          await expectRefused(await api("/api/auth/send-verification-email", { body: { email: mail }, ip }), ["email"]);
        },
      ),
      { numRuns: RUNS.invalid },
    );
  });
});

declare module "vitest" {
  interface TaskMeta {
    /** Set by this file; ./contract-reporter prints it. */
    propertyRuns?: number;
  }
}
