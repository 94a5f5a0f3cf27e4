import type { Arena } from "~/core/arenas/arena";

/** schema.org data for an arena page, so search engines can show the place with its address. */
export function arenaJsonLd(arena: Arena) {
  return {
    "@context": "https://schema.org",
    "@type": "StadiumOrArena",
    name: arena.name,
    description: `${arena.school} · ${arena.conference}`,
    address: {
      "@type": "PostalAddress",
      streetAddress: arena.address || undefined,
      addressLocality: arena.city,
      addressRegion: arena.state,
      postalCode: arena.zipCode || undefined,
      addressCountry: "US",
    },
    geo: arena.coordinates
      ? { "@type": "GeoCoordinates", latitude: arena.coordinates.latitude, longitude: arena.coordinates.longitude }
      : undefined,
  };
}

/** JSON for a <script> element: `<`, `>`, `&` and line separators escaped so no text can end the element. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
