import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  base64urlFromBytes,
  bytesFromBase64url,
  checkVapid,
  createReceiverKeys,
  decryptPushBody,
  receiverKeysFrom,
} from "~/scripts/lib/web-push-receiver";
import { buildPushRequest, encryptPayload, vapidAuthorization } from "~/worker/notifications/web-push.server";
import { readConfig } from "~/worker/platform/env.server";

// RFC 8291 Appendix A, its line breaks removed: the one worked example of aes128gcm Web Push.
const RFC8291 = {
  plaintext: "When I grow up, I want to be a watermelon",
  asPublic: "BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8",
  asPrivate: "yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw",
  uaPublic: "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
  uaPrivate: "q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94",
  salt: "DGv6ra1nlYgDCS1FRnbzlw",
  authSecret: "BTBZMqHH6r4Tts7J_aSIgg",
  body: "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN",
};

const vapid = () => {
  const config = readConfig(env).vapid;
  if (!config) throw new Error("the tests' VAPID keys are missing (vitest.config.ts)");
  return config;
};

/**
 * The sender's random choices made the RFC's: the 16-byte salt and the ephemeral key pair. The
 * library draws both from WebCrypto, which is what is replaced here, for the length of one call.
 */
async function withRfcRandomness<T>(run: () => Promise<T>): Promise<T> {
  const asPoint = bytesFromBase64url(RFC8291.asPublic);
  const jwk = {
    kty: "EC",
    crv: "P-256",
    x: base64urlFromBytes(asPoint.slice(1, 33)),
    y: base64urlFromBytes(asPoint.slice(33, 65)),
  };
  const privateKey = await crypto.subtle.importKey(
    "jwk",
    { ...jwk, d: RFC8291.asPrivate },
    { name: "ECDH", namedCurve: "P-256" },
    false,
    ["deriveBits"],
  );
  const publicKey = await crypto.subtle.importKey("jwk", jwk, { name: "ECDH", namedCurve: "P-256" }, true, []);
  const salt = bytesFromBase64url(RFC8291.salt);
  const random = vi.spyOn(crypto, "getRandomValues").mockImplementation((array) => {
    if (array instanceof Uint8Array && array.length === salt.length) array.set(salt);
    return array;
  });
  const generate = vi
    .spyOn(crypto.subtle, "generateKey")
    .mockImplementation(async () => ({ privateKey, publicKey }) as CryptoKeyPair);
  try {
    return await run();
  } finally {
    random.mockRestore();
    generate.mockRestore();
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("RFC 8291 (aes128gcm) encryption", () => {
  it("gives Appendix A's body byte for byte from its keys, salt and plaintext", async () => {
    const target = { endpoint: "https://push.example.net/x", p256dh: RFC8291.uaPublic, auth: RFC8291.authSecret };
    const body = await withRfcRandomness(() => encryptPayload(target, RFC8291.plaintext));
    expect(base64urlFromBytes(body)).toBe(RFC8291.body);
  });

  it("Appendix A's body decrypts with the user agent's private key (the test receiver is right too)", async () => {
    const keys = await receiverKeysFrom(RFC8291.uaPublic, RFC8291.authSecret, RFC8291.uaPrivate);
    expect(await decryptPushBody(bytesFromBase64url(RFC8291.body), keys)).toBe(RFC8291.plaintext);
  });

  it("encrypts each push with a fresh salt and key, which only the subscription's private key opens", async () => {
    const keys = await createReceiverKeys();
    const other = await createReceiverKeys();
    const target = { endpoint: "https://fcm.googleapis.com/fcm/send/abc", p256dh: keys.p256dh, auth: keys.auth };
    const payload = JSON.stringify({ title: "Leave by 5:42 PM", body: "Café “Hinkle” ✓" });
    const [first, second] = await Promise.all([encryptPayload(target, payload), encryptPayload(target, payload)]);
    expect(base64urlFromBytes(first.slice(0, 16))).not.toBe(base64urlFromBytes(second.slice(0, 16)));
    expect(await decryptPushBody(first, keys)).toBe(payload);
    await expect(decryptPushBody(first, { ...other, auth: keys.auth })).rejects.toThrow();
  });
});

describe("RFC 8292 (VAPID) and the request", () => {
  it("signs an ES256 JWT for the push service's origin, valid for 12 hours, with the configured key and subject", async () => {
    const now = Date.UTC(2026, 10, 26, 17, 0);
    const endpoint = new URL("https://updates.push.services.mozilla.com/wpush/v2/gAAAA");
    const header = await vapidAuthorization(endpoint, vapid(), now);
    const checked = await checkVapid(header, "https://updates.push.services.mozilla.com", now);
    expect(checked).toEqual({
      ok: true,
      audience: "https://updates.push.services.mozilla.com",
      expiresAt: now + 12 * 3_600_000,
      subject: "mailto:push-tests@tipoff.app",
      publicKey: vapid().publicKey,
    });
    // Another push service is another audience: a token is never sent to a host it was not made for.
    expect(await checkVapid(header, "https://fcm.googleapis.com", now)).toMatchObject({ ok: false });
  });

  it("sends the encrypted body with TTL, Urgency, Topic and the aes128gcm content coding", async () => {
    const keys = await createReceiverKeys();
    const now = Date.now();
    const request = await buildPushRequest(
      { endpoint: "https://fcm.googleapis.com/fcm/send/device-1", p256dh: keys.p256dh, auth: keys.auth },
      '{"title":"t"}',
      { ttlSeconds: 1800.7, urgency: "high", topic: "0f8fad5bd9cb469fa16570867728950e" },
      vapid(),
      now,
    );
    expect(request.method).toBe("POST");
    expect(Object.fromEntries([...request.headers].filter(([name]) => name !== "authorization"))).toEqual({
      "content-encoding": "aes128gcm",
      "content-type": "application/octet-stream",
      ttl: "1800",
      urgency: "high",
      topic: "0f8fad5bd9cb469fa16570867728950e",
    });
    expect(await checkVapid(request.headers.get("authorization"), "https://fcm.googleapis.com", now)).toMatchObject({
      ok: true,
    });
    const body = new Uint8Array(await request.arrayBuffer());
    expect(await decryptPushBody(body, keys)).toBe('{"title":"t"}');
  });

  it("leaves out a topic the push service would refuse (RFC 8030: 32 base64url characters at most)", async () => {
    const keys = await createReceiverKeys();
    const target = { endpoint: "https://fcm.googleapis.com/fcm/send/d", p256dh: keys.p256dh, auth: keys.auth };
    for (const topic of ["0f8fad5b-d9cb-469f-a165-70867728950e", "a b", ""]) {
      const request = await buildPushRequest(target, "{}", { ttlSeconds: 60, urgency: "normal", topic }, vapid(), 0);
      expect(request.headers.get("topic")).toBeNull();
    }
  });
});
