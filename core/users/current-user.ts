// A leaf (no imports): services, guards and the site header all name the signed-in user by this type.

/** The signed-in user as every request reads them (worker/users/current-user.server.ts). */
export type CurrentUser = { id: string; name: string; email: string; isAdmin: boolean };
