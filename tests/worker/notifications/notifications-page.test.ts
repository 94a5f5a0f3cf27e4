import { describe, expect, it } from "vitest";
import { NOTIFICATION_TEXT } from "~/core/notifications/messages";
import { NOTIFICATION_PAGE_TEXT as TEXT } from "~/core/notifications/page-text";
import { getNotificationSettings } from "~/worker/notifications/settings.server";
import { listDevices } from "~/worker/notifications/subscriptions.server";
import { cookiesFrom, db, expectText, flashMessageIn, postForm, request, type SignedIn, signIn } from "../fixtures";
import { createDevice, holdNotificationQueue } from "../push-fixtures";

/** Text as React writes it into the page. */
const html = (text: string) => text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");

async function profile(person: SignedIn, cookie = person.cookie) {
  const response = await request("/profile", { redirect: "manual", headers: { cookie } });
  return { status: response.status, html: await response.text() };
}

/** A form post as the browser sends it without JavaScript; the flash toast is read on the next page. */
async function post(person: SignedIn, fields: Record<string, string>) {
  const response = await postForm("/profile", fields, { cookie: person.cookie, ip: person.ip });
  const cookie = response.status === 302 ? cookiesFrom(response, person.cookie) : person.cookie;
  return { status: response.status, location: response.headers.get("location"), html: await response.text(), cookie };
}

describe("the profile's Notifications section, without JavaScript", () => {
  it("shows every part: this device (which needs JavaScript), the iPhone hint, the settings, the devices and the test", async () => {
    const person = await signIn();
    const page = await profile(person);
    expect(page.status).toBe(200);
    for (const text of [
      TEXT.title,
      TEXT.description,
      TEXT.needsJavaScript,
      TEXT.iphoneHint,
      TEXT.settingsLegend,
      TEXT.leaveByLabel,
      TEXT.changesLabel,
      TEXT.afterGameLabel,
      TEXT.availabilityDigestLabel,
      TEXT.leadLabel,
      TEXT.leadHint,
      TEXT.emailLabel(person.email),
      TEXT.saveSettings,
      TEXT.devicesTitle,
      TEXT.noDevices,
      TEXT.sendTest,
    ]) {
      expectText(page.html, html(text));
    }
    expect(page.html).toMatch(/<input[^>]*name="leadMinutes"[^>]*value="15"/);
  });

  it("saves the settings form: unticked boxes are off, and the lead is kept", async () => {
    const person = await signIn();
    const saved = await post(person, {
      intent: "notification-settings",
      leaveBy: "on",
      email: "on",
      leadMinutes: "45",
    });
    expect(saved.status).toBe(302);
    expect(saved.location).toBe("/profile#notifications");
    expect(await getNotificationSettings({ db }, person.id)).toEqual({
      changes: false,
      leaveBy: true,
      leadMinutes: 45,
      afterGame: false,
      availabilityDigest: false,
      email: true,
    });
    const page = await profile(person, saved.cookie);
    expect(flashMessageIn(page.html)).toBe(TEXT.settingsSaved);
    expect(page.html).toMatch(/name="leadMinutes"[^>]*value="45"/);
  });

  it("refuses a lead outside 0–120 with its message, and keeps what was saved", async () => {
    const person = await signIn();
    for (const leadMinutes of ["121", "-5", "7.5", "soon", ""]) {
      const refused = await post(person, { intent: "notification-settings", changes: "on", leadMinutes });
      expect(refused.status, leadMinutes).toBe(400);
      expectText(refused.html, html(NOTIFICATION_TEXT.leadMinutes));
    }
    expect((await getNotificationSettings({ db }, person.id)).leadMinutes).toBe(15);
  });

  it("lists the person's devices, each with Remove, and removes one; another person's id is refused", async () => {
    const [person, other] = await Promise.all([signIn(), signIn()]);
    const device = await createDevice(person.id);
    const foreign = await createDevice(other.id, "https://updates.push.services.mozilla.com/wpush/v2/");
    const page = await profile(person);
    const added = new Intl.DateTimeFormat("en-US", {
      month: "short",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date());
    expectText(page.html, TEXT.device("Google", added));
    expectText(page.html, `aria-label="${TEXT.removeDeviceLabel("Google", added)}"`);
    expectText(page.html, TEXT.noDevices, false);

    const refused = await post(person, { intent: "notification-device-remove", id: foreign.id });
    expect(refused.status).toBe(404);
    expectText(refused.html, NOTIFICATION_TEXT.deviceNotFound);
    expect(await listDevices({ db }, other.id)).toHaveLength(1);

    const removed = await post(person, { intent: "notification-device-remove", id: device.id });
    expect(removed.status).toBe(302);
    expect(await listDevices({ db }, person.id)).toEqual([]);
    expect(flashMessageIn((await profile(person, removed.cookie)).html)).toBe(TEXT.deviceRemoved);
  });

  it("sends a test from the form, or says to turn on a device first", async () => {
    const person = await signIn();
    const held = holdNotificationQueue();
    const none = await post(person, { intent: "notification-test" });
    expect(none.status).toBe(302);
    expect(flashMessageIn((await profile(person, none.cookie)).html)).toBe(TEXT.testNoDevices);
    expect(held.messages).toEqual([]);
    await createDevice(person.id);
    const sent = await post(person, { intent: "notification-test" });
    expect(flashMessageIn((await profile(person, sent.cookie)).html)).toBe(TEXT.testSent(1));
    expect(held.messages.map((message) => message.notice.kind)).toEqual(["test"]);
  });

  it("sends the test by e-mail, and says so, when e-mail copies are the only channel", async () => {
    const person = await signIn();
    const held = holdNotificationQueue();
    await post(person, { intent: "notification-settings", leaveBy: "on", email: "on", leadMinutes: "30" });
    const mailed = await post(person, { intent: "notification-test" });
    expect(mailed.status).toBe(302);
    expect(flashMessageIn((await profile(person, mailed.cookie)).html)).toBe(TEXT.testEmailed(person.email));
    expect(held.messages.map((message) => [message.type, message.notice.kind])).toEqual([["email", "test"]]);
  });

  it("a refused save shows the boxes and the minutes as they were sent", async () => {
    const person = await signIn();
    const refused = await post(person, { intent: "notification-settings", changes: "on", leadMinutes: "9999" });
    expect(refused.status).toBe(400);
    expect(refused.html).toMatch(/name="changes"[^>]*checked/);
    expect(refused.html).not.toMatch(/name="leaveBy"[^>]*checked/);
    expect(refused.html).toContain('value="9999"');
  });
});
