import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { arenas, favorites, users } from "~/worker/db/schema.server";
import { cookiesFrom, createArena, db, postForm, registerUser, request, STRONG_PASSWORD } from "../fixtures";

describe("/profile", () => {
  it("shows the name and e-mail, and changes the name", async () => {
    const { cookie, email } = await registerUser({ name: "Old Name" });
    const page = await (await request("/profile", { headers: { cookie } })).text();
    expect(page).toContain("Old Name");
    expect(page).toContain(email);

    const saved = await postForm("/profile", { intent: "update-name", name: "  New Name  " }, { cookie });
    expect(saved.status).toBe(302);
    const [row] = await db.select({ name: users.name }).from(users).where(eq(users.email, email));
    expect(row?.name).toBe("New Name");

    const tooShort = await postForm("/profile", { intent: "update-name", name: "N" }, { cookie });
    expect(tooShort.status).toBe(400);
    expect(await tooShort.text()).toContain("Name must be at least 2 characters");
  });

  it("changes the password only with the current one, and signs out other sessions", async () => {
    const { cookie, email } = await registerUser();
    const other = cookiesFrom(await postForm("/login", { email, password: STRONG_PASSWORD }));
    const newPassword = "Another!Passw0rd";

    const wrong = await postForm(
      "/profile",
      { intent: "change-password", currentPassword: "Wrong!Passw0rd1", newPassword, confirmPassword: newPassword },
      { cookie },
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("Current password is incorrect");

    const changed = await postForm(
      "/profile",
      { intent: "change-password", currentPassword: STRONG_PASSWORD, newPassword, confirmPassword: newPassword },
      { cookie },
    );
    expect(changed.status).toBe(302);
    expect((await request("/api/me", { headers: { cookie: other } })).status).toBe(401);
    expect((await postForm("/login", { email, password: STRONG_PASSWORD })).status).toBe(401);
    expect((await postForm("/login", { email, password: newPassword })).status).toBe(302);
  });

  it("deletes the account after confirmation: favorites go, created arenas stay without a creator", async () => {
    const { cookie, email } = await registerUser();
    const me = (await (await request("/api/me", { headers: { cookie } })).json()) as { user: { id: string } };
    const created = await createArena({ createdBy: me.user.id, approved: false });
    const liked = await createArena();
    await db.insert(favorites).values({ userId: me.user.id, arenaId: liked.id });

    const unconfirmed = await postForm("/profile", { intent: "delete-account", password: STRONG_PASSWORD }, { cookie });
    expect(unconfirmed.status).toBe(400);
    const wrongPassword = await postForm(
      "/profile",
      { intent: "delete-account", password: "Wrong!Passw0rd", confirm: "on" },
      { cookie },
    );
    expect(wrongPassword.status).toBe(400);
    expect(await db.select().from(users).where(eq(users.email, email))).toHaveLength(1);

    const deleted = await postForm(
      "/profile",
      { intent: "delete-account", password: STRONG_PASSWORD, confirm: "on" },
      { cookie },
    );
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("location")).toBe("/");
    expect(await db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(await db.select().from(favorites).where(eq(favorites.userId, me.user.id))).toEqual([]);
    const [kept] = await db.select({ createdBy: arenas.createdBy }).from(arenas).where(eq(arenas.id, created.id));
    expect(kept).toEqual({ createdBy: null });
    expect((await request("/api/me", { headers: { cookie } })).status).toBe(401);
  });
});
