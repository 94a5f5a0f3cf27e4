/** FNV-1a, twice with different seeds: a stable 64-bit key (16 hex digits) for a text. */
export function stableHash(value: string): string {
  const round = (seed: number) => {
    let hash = seed;
    for (let index = 0; index < value.length; index += 1) {
      hash ^= value.charCodeAt(index);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    return hash.toString(16).padStart(8, "0");
  };
  return `${round(0x811c9dc5)}${round(0x050c5d1f)}`;
}

/** A waiting venue's id in pages and links (`#venue-…`, `?venue=…`): its key hashed, short and stable. */
export function venueId(venueKey: string): string {
  return stableHash(venueKey);
}
