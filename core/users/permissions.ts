import type { CurrentUser } from "./current-user";

/** Who may edit an arena: an admin, or the signed-in creator of the arena. */
export function canEditArena(user: CurrentUser | null, arena: { createdBy: string | null }): boolean {
  if (!user) return false;
  return user.isAdmin || (arena.createdBy !== null && arena.createdBy === user.id);
}

/** A pending arena is visible only to its creator and admins; an approved one to everyone. */
export function canViewArena(
  user: CurrentUser | null,
  arena: { approved: boolean; createdBy: string | null },
): boolean {
  return arena.approved || canEditArena(user, arena);
}
