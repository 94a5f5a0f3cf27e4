import type { Arena } from "./arena";

/** The full address for directions and display: "street, city, state zip". */
export function fullAddress(arena: Pick<Arena, "address" | "city" | "state" | "zipCode">): string {
  const cityLine = [arena.city, [arena.state, arena.zipCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return [arena.address, cityLine].filter(Boolean).join(", ");
}
