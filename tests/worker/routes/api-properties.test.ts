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
import { MarkPaidSchema } from "~/core/validation/pay";
import { CreateSuggestionSchema } from "~/core/validation/suggestions";
import { contactMessages, feedback } from "~/worker/db/schema.server";
import {
  arenaBody,
  badArenaField,
  badArenaId,
  badEmail,
  badFeedbackType,
  badGameField,
  badMarkPaidField,
  badPayField,
  badStatus,
  badVersion,
  contactBody,
  contactStatus,
  email,
  feedbackBody,
  feedbackStatus,
  gameBody,
  gameChange,
  markPaidBody,
  notText,
  outOfRangeGameDate,
  payChange,
  personName,
  strangeId,
  strongPassword,
  tooLong,
  tooShort,
  weakPassword,
} from "../arbitraries";
import { api, createArena, createGame, db, fakeNetwork, json, type SignedIn, signIn, uniqueIp } from "../fixtures";

// Property-based input tests for every write endpoint, in two tiers. Each property runs first on
// the schemas the routes use, over many generated inputs (RUNS.schema): valid ones parse, invalid
// ones fail. It then runs once through the Worker's fetch (RUNS.wiring): each route accepts the
// valid body and refuses the invalid one with 400 and the field's messages, never a 5xx, which is
// its wiring to the schema and to the API's error shape. A failure prints fast-check's seed.

const RUNS = { schema: 200, wiring: 1, paths: 10 } as const;
let propertyRuns = 0;

/**
 * A property over `values`, checked on the schemas alone (`http` false: the check returns before
 * it sends anything) and then through the Worker's fetch.
 */
async function holds<T>(values: fc.Arbitrary<T>, check: (value: T, http: boolean) => Promise<void>) {
  await fc.assert(
    fc.asyncProperty(values, (value) => {
      propertyRuns += 1;
      return check(value, false);
    }),
    { numRuns: RUNS.schema },
  );
  await fc.assert(
    fc.asyncProperty(values, (value) => {
      propertyRuns += 1;
      return check(value, true);
    }),
    { numRuns: RUNS.wiring },
  );
}

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };
type Schema = { safeParse: (value: unknown) => { success: boolean } };

async function expectAccepted(response: Response, statuses: number[]) {
  if (!statuses.includes(response.status)) {
    throw new Error(`expected ${statuses.join(" or ")}, got ${response.status}: ${await response.text()}`);
  }
}

/** 400 `validation_error` naming the field (one of `fields`) with at least one message. */
async function expectRefused(response: Response, fields: string[]) {
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
    await holds(fc.tuple(feedbackBody, contactBody), async ([feedbackInput, contactInput], http) => {
      parses(FeedbackSchema, feedbackInput, true);
      parses(ContactSchema, contactInput, true);
      if (!http) return;
      await expectAccepted(await api("/api/feedback", { body: feedbackInput }), [201]);
      await expectAccepted(await api("/api/contact", { body: contactInput }), [201]);
    });
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
    await holds(fc.tuple(feedbackBody, badFeedback, contactBody, badContact), async ([f, fBad, c, cBad], http) => {
      const feedbackInput = withField(f, fBad);
      const contactInput = withField(c, cBad);
      parses(FeedbackSchema, feedbackInput, false);
      parses(ContactSchema, contactInput, false);
      if (!http) return;
      await expectRefused(await api("/api/feedback", { body: feedbackInput }), [fBad[0]]);
      await expectRefused(await api("/api/contact", { body: contactInput }), [cBad[0]]);
    });
  });
});

describe("POST and PATCH /api/arenas", () => {
  it("accept generated valid arenas (201) and edits (200)", async () => {
    const editor = await signIn();
    const submitter = await signIn();
    const arena = await createArena({ createdBy: editor.id, approved: false });
    let updatedAt = arena.updatedAt.toISOString();
    const editedFields = fc.subarray(["name", "city", "level", "parking", "coordinates"]);
    await holds(fc.tuple(arenaBody, editedFields), async ([input, keys], http) => {
      parses(ArenaInputSchema, input, true);
      // Both coordinates or neither: one alone would ask the (absent) geocoder for the other.
      const fields = keys.flatMap((key) => (key === "coordinates" ? ["latitude", "longitude"] : [key]));
      const changes = { ...Object.fromEntries(fields.map((key) => [key, Reflect.get(input, key)])), updatedAt };
      parses(ArenaPatchSchema, changes, true);
      if (!http) return;
      const created = await api("/api/arenas", { body: input, cookie: submitter.cookie, ip: uniqueIp() });
      await expectAccepted(created, [201]);
      const edited = await api(`/api/arenas/${arena.id}`, { method: "PATCH", body: changes, cookie: editor.cookie });
      await expectAccepted(edited, [200]);
      updatedAt = (await json<{ arena: { updatedAt: string } }>(edited)).arena.updatedAt;
    });
  });

  it("refuse generated invalid arenas and edits with 400 and the field's messages", async () => {
    const user = await signIn();
    const arena = await createArena({ createdBy: user.id });
    await holds(fc.tuple(arenaBody, badArenaField, badVersion), async ([input, bad, version], http) => {
      const body = withField(input, bad);
      parses(ArenaInputSchema, body, false);
      const patch = { [bad[0]]: bad[1], updatedAt: arena.updatedAt.toISOString() };
      parses(ArenaPatchSchema, patch, false);
      const stale = { name: "Renamed Arena", updatedAt: version };
      parses(ArenaPatchSchema, stale, false);
      if (!http) return;
      await expectRefused(await api("/api/arenas", { body, cookie: user.cookie }), [bad[0]]);
      const response = await api(`/api/arenas/${arena.id}`, { method: "PATCH", body: patch, cookie: user.cookie });
      await expectRefused(response, [bad[0]]);
      const unversioned = await api(`/api/arenas/${arena.id}`, { method: "PATCH", body: stale, cookie: user.cookie });
      await expectRefused(unversioned, ["updatedAt"]);
    });
  });
});

describe("POST /api/games and PATCH /api/games/{id}", () => {
  it("accept generated valid plans (201) and changes (200)", async () => {
    // The routing service and the geocoder answer from recorded replies.
    const network = fakeNetwork();
    try {
      const arena = await createArena();
      const planner = await signIn();
      await holds(fc.tuple(gameBody, gameChange), async ([plan, change], http) => {
        const input = { arenaId: arena.id, ...plan };
        parses(CreateGameSchema, input, true);
        parses(UpdateGameSchema, change, true);
        if (!http) return;
        const { cookie, ip } = planner;
        const created = await api("/api/games", { body: input, cookie, ip });
        await expectAccepted(created, [201]);
        const { game } = await json<{ game: { id: string } }>(created);
        const edited = await api(`/api/games/${game.id}`, { method: "PATCH", body: change, cookie, ip });
        await expectAccepted(edited, [200]);
      });
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
      const values = fc.tuple(gameBody, badGameField, badArenaId, outOfRangeGameDate);
      await holds(values, async ([plan, bad, arenaId, date], http) => {
        const [field, value, named] = bad;
        const input = { arenaId: arena.id, ...plan, [field]: value };
        parses(CreateGameSchema, input, false);
        const wrongArena = { ...plan, arenaId };
        parses(CreateGameSchema, wrongArena, false);
        const change = { [field]: value };
        parses(UpdateGameSchema, change, false);
        parses(UpdateGameSchema, {}, false);
        // The schema takes any real day; the service refuses a tip-off in the past or too far ahead.
        const when = { ...plan, arenaId: arena.id, date };
        parses(CreateGameSchema, when, true);
        if (!http) return;
        await expectRefused(await api("/api/games", { body: input, cookie }), [named]);
        await expectRefused(await api("/api/games", { body: wrongArena, cookie }), ["arenaId"]);
        const patch = (body: unknown) => api(`/api/games/${game.id}`, { method: "PATCH", body, cookie });
        await expectRefused(await patch(change), [named]);
        await expectRefused(await patch({}), ["form"]);
        await expectRefused(await api("/api/games", { body: when, cookie }), ["date"]);
        await expectRefused(await patch({ date }), ["date"]);
      });
    } finally {
      network.restore();
    }
  });
});

describe("PATCH /api/games/{id} with pay, and POST /api/games/pay/paid", () => {
  it("accept generated valid pay changes and payments (200)", async () => {
    const person = await signIn();
    const game = await createGame({ userId: person.id, arenaId: (await createArena()).id });
    await holds(fc.tuple(payChange, markPaidBody), async ([change, paid], http) => {
      parses(UpdateGameSchema, change, true);
      parses(MarkPaidSchema, paid, true);
      if (!http) return;
      const { cookie, ip } = person;
      await expectAccepted(await api(`/api/games/${game.id}`, { method: "PATCH", body: change, cookie, ip }), [200]);
      const body = { ...paid, gameIds: [game.id, ...paid.gameIds] };
      await expectAccepted(await api("/api/games/pay/paid", { body, cookie, ip }), [200]);
    });
  });

  it("refuse generated invalid pay fields and payments with 400 and the field's messages", async () => {
    const person = await signIn();
    const game = await createGame({ userId: person.id, arenaId: (await createArena()).id });
    await holds(
      fc.tuple(badPayField, markPaidBody, badMarkPaidField),
      async ([[field, value, named], paid, bad], http) => {
        const change = { [field]: value };
        parses(UpdateGameSchema, change, false);
        const refusedPayment = withField(paid, bad);
        parses(MarkPaidSchema, refusedPayment, false);
        if (!http) return;
        const { cookie } = person;
        await expectRefused(await api(`/api/games/${game.id}`, { method: "PATCH", body: change, cookie }), [named]);
        await expectRefused(await api("/api/games/pay/paid", { body: refusedPayment, cookie }), [bad[0]]);
      },
    );
  });
});

describe("POST /api/arenas/{id}/suggestions and /confirmations", () => {
  it("accept generated valid suggestions (201) and confirmations (201, then 200)", async () => {
    const arena = await createArena();
    const suggested = fc.subarray([
      "city",
      "level",
      "parking",
      "officialsParking",
      "dressingRoom",
      "arrivalMinutes",
      "coordinates",
    ]);
    await holds(fc.tuple(arenaBody, suggested), async ([input, keys], http) => {
      // The name always changes (a generated one never equals the arena's), so something does.
      const fields = ["name", ...keys.flatMap((key) => (key === "coordinates" ? ["latitude", "longitude"] : [key]))];
      const body = { fields: Object.fromEntries(fields.map((key) => [key, Reflect.get(input, key) ?? null])) };
      parses(CreateSuggestionSchema, body, true);
      if (!http) return;
      // Each run by a new official: one suggestion and one confirmation each per arena.
      const { cookie, ip } = await signIn();
      await expectAccepted(await api(`/api/arenas/${arena.id}/suggestions`, { body, cookie, ip }), [201]);
      const confirm = () => api(`/api/arenas/${arena.id}/confirmations`, { method: "POST", cookie, ip });
      await expectAccepted(await confirm(), [200, 201]);
      await expectAccepted(await confirm(), [200]);
    });
  });

  it("refuse generated invalid fields and notes with 400 and the field's messages", async () => {
    const user = await signIn();
    const arena = await createArena();
    await holds(fc.tuple(badArenaField, fc.oneof(tooLong(1000), notText)), async ([bad, note], http) => {
      const body = { fields: { [bad[0]]: bad[1] } };
      parses(CreateSuggestionSchema, body, false);
      const noted = { fields: { food: "Tacos" }, note };
      parses(CreateSuggestionSchema, noted, false);
      if (!http) return;
      const { cookie, ip } = user;
      await expectRefused(await api(`/api/arenas/${arena.id}/suggestions`, { body, cookie, ip }), [`fields.${bad[0]}`]);
      await expectRefused(await api(`/api/arenas/${arena.id}/suggestions`, { body: noted, cookie, ip }), ["note"]);
    });
  });
});

describe("the admin's writes", () => {
  let admin: SignedIn;

  it("accept generated valid statuses and versions", async () => {
    admin = await signIn({ admin: true });
    await holds(fc.tuple(feedbackStatus, contactStatus), async ([feedbackTo, contactTo], http) => {
      parses(FeedbackStatusUpdateSchema, { status: feedbackTo }, true);
      parses(ContactStatusUpdateSchema, { status: contactTo }, true);
      parses(ApproveArenaSchema, { updatedAt: new Date().toISOString() }, true);
      if (!http) return;
      const [entry] = await db.insert(feedback).values({ type: "bug", content: "Property feedback" }).returning();
      const [message] = await db
        .insert(contactMessages)
        .values({ name: "Prop", email: "prop@example.com", subject: "Property", message: "Property message" })
        .returning();
      const pending = await createArena({ approved: false });
      const approve = { updatedAt: pending.updatedAt.toISOString() };
      const { cookie, ip } = admin;
      const send = (path: string, body: unknown, method = "PATCH") => api(path, { method, body, cookie, ip });
      await expectAccepted(await send(`/api/admin/feedback/${entry?.id}`, { status: feedbackTo }), [200]);
      // Only some moves are allowed (unread → read → replied): a refused one is 409, never 400.
      await expectAccepted(await send(`/api/admin/contact/${message?.id}`, { status: contactTo }), [200, 409]);
      await expectAccepted(await send(`/api/admin/arenas/${pending.id}/approve`, approve, "POST"), [200]);
    });
  });

  it("refuse generated invalid statuses and versions with 400", async () => {
    admin ??= await signIn({ admin: true });
    const pending = await createArena({ approved: false });
    await holds(fc.tuple(badStatus, badVersion), async ([status, version], http) => {
      parses(FeedbackStatusUpdateSchema, { status }, false);
      parses(ContactStatusUpdateSchema, { status }, false);
      parses(ApproveArenaSchema, { updatedAt: version }, false);
      if (!http) return;
      const { cookie, ip } = admin;
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
    });
  });

  // An id is read from the path by the router itself: this property is the wiring's, over HTTP.
  it("answer any id in a write's path with 404 or success, never a 5xx", async () => {
    admin ??= await signIn({ admin: true });
    const user = await signIn();
    await fc.assert(
      fc.asyncProperty(strangeId, async (id) => {
        propertyRuns += 1;
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
      { numRuns: RUNS.paths },
    );
  });
});

describe("better-auth's endpoints behind the app's schemas", () => {
  it("accept generated valid sign-ups, sign-ins, names and verification requests", async () => {
    const values = fc.tuple(personName, email, strongPassword, personName);
    await holds(values, async ([name, address, password, newName], http) => {
      const account = { name, email: address, password };
      parses(RegisterSchema, account, true);
      parses(LoginSchema, { email: address, password }, true);
      parses(ProfileNameSchema, { name: newName }, true);
      parses(VerificationEmailSchema, { email: address }, true);
      parses(DeleteAccountApiSchema, { password }, true);
      if (!http) return;
      const ip = uniqueIp();
      const created = await api("/api/auth/sign-up/email", { body: account, ip });
      await expectAccepted(created, [200]);
      const cookie = created.headers
        .getSetCookie()
        .map((header) => header.split(";")[0])
        .join("; ");
      await expectAccepted(await api("/api/auth/sign-in/email", { body: { email: address, password }, ip }), [200]);
      await expectAccepted(await api("/api/auth/update-user", { body: { name: newName }, cookie, ip }), [200]);
      await expectAccepted(await api("/api/auth/send-verification-email", { body: { email: address }, ip }), [200]);
      await expectAccepted(await api("/api/auth/delete-user", { body: { password }, cookie, ip }), [200]);
    });
  });

  it("refuse generated invalid accounts, credentials and names with 400 and the field's messages", async () => {
    const user = await signIn();
    const badField = fc.oneof(
      fc.tuple(fc.constant("email"), badEmail),
      fc.tuple(fc.constant("password"), weakPassword),
      fc.tuple(fc.constant("name"), fc.oneof(tooLong(100), fc.constant(""))),
    );
    await holds(fc.tuple(personName, email, strongPassword, badField), async ([name, address, password, bad], http) => {
      const account = withField({ name, email: address, password }, bad);
      parses(RegisterSchema, account, false);
      // A password of 8 or more characters is not checked for strength at sign-in.
      const checkedAtSignIn = bad[0] !== "name" && !(bad[0] === "password" && String(bad[1]).length >= 8);
      const credentials = withField({ email: address, password }, bad);
      if (checkedAtSignIn) parses(LoginSchema, credentials, false);
      const newName = bad[0] === "name" ? bad[1] : "x";
      parses(ProfileNameSchema, { name: newName }, false);
      const mail = bad[0] === "email" ? bad[1] : "not-an-address";
      parses(VerificationEmailSchema, { email: mail }, false);
      if (!http) return;
      const ip = uniqueIp();
      // An empty field is reported for the whole form ("Please fill in all fields").
      await expectRefused(await api("/api/auth/sign-up/email", { body: account, ip }), [bad[0], "form"]);
      if (checkedAtSignIn) {
        await expectRefused(await api("/api/auth/sign-in/email", { body: credentials, ip }), [bad[0], "form"]);
      }
      const { cookie } = user;
      await expectRefused(await api("/api/auth/update-user", { body: { name: newName }, cookie, ip }), ["name"]);
      const change = { currentPassword: password, newPassword: bad[0] === "password" ? bad[1] : "short" };
      await expectRefused(await api("/api/auth/change-password", { body: change, cookie, ip }), ["newPassword"]);
      await expectRefused(await api("/api/auth/delete-user", { body: { password: "" }, cookie, ip }), ["password"]);
      await expectRefused(await api("/api/auth/send-verification-email", { body: { email: mail }, ip }), ["email"]);
    });
  });
});

declare module "vitest" {
  interface TaskMeta {
    /** Set by this file; ./contract-reporter prints it. */
    propertyRuns?: number;
  }
}
