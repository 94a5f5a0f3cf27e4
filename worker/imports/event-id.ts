/**
 * The id an imported event keeps in Tipoff: the same while it waits for a gym and once it is a game
 * (so a subscribed calendar updates the event in place instead of dropping one and adding another).
 * A version-8 UUID from SHA-256 of its source and key, like every other id in shape.
 */
export async function importedEventId(sourceId: string, externalUid: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(`tipoff:imported-event:${sourceId}:${externalUid}`),
  );
  const bytes = new Uint8Array(digest).slice(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x80;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
