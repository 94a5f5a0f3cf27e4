import type { arenas } from "../db/schema.server";

type ArenaRow = typeof arenas.$inferSelect;

/** The arena as the app uses it: camelCase, optional text as "", grouped fields. */
export type Arena = {
  id: string;
  name: string;
  school: string;
  conference: string;
  level: string | null;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  coordinates: { latitude: number; longitude: number } | null;
  parking: string;
  lockerRooms: string;
  localInfo: { food: string; hotels: string; safety: string };
  createdBy: string | null;
  approved: boolean;
  createdAt: string;
  updatedAt: string;
};

export function toArena(row: ArenaRow): Arena {
  return {
    id: row.id,
    name: row.name,
    school: row.school,
    conference: row.conference,
    level: row.level,
    address: row.address ?? "",
    city: row.city,
    state: row.state,
    zipCode: row.zipCode ?? "",
    coordinates:
      row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null,
    parking: row.parking ?? "",
    lockerRooms: row.lockerRooms ?? "",
    localInfo: { food: row.food ?? "", hotels: row.hotels ?? "", safety: row.safety ?? "" },
    createdBy: row.createdBy,
    approved: row.approved,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
