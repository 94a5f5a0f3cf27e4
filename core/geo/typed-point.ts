// A point typed as text: "33.906455, -84.115610" (as a map app copies it), with or without the
// comma. Linear in the text, which is read only to its first 60 characters.

const TYPED_POINT = /^\s*([-+]?\d{1,2}(?:\.\d+)?)\s*[,\s]\s*([-+]?\d{1,3}(?:\.\d+)?)\s*$/;
const TYPED_MAX = 60;

/** The latitude and longitude a text is, or null when it is anything else (an address). */
export function typedPoint(text: string): { latitude: number; longitude: number } | null {
  if (text.length > TYPED_MAX) return null;
  const match = TYPED_POINT.exec(text);
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { latitude, longitude } : null;
}
