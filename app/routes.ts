import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("map", "routes/arenas.tsx", { id: "routes/map" }),
  route("arenas", "routes/arenas.tsx"),
  route("arenas/:id", "routes/arena-detail.tsx"),
  route("arenas/:id/edit", "routes/arena-edit.tsx"),
  route("arenas/:id/plan", "routes/game-plan.tsx"),
  route("games", "routes/games.tsx"),
  route("games/:id/edit", "routes/game-edit.tsx"),
  route("login", "routes/login.tsx"),
  route("register", "routes/register.tsx"),
  route("logout", "routes/logout.tsx"),
  route("submit", "routes/submit.tsx"),
  route("feedback", "routes/feedback.tsx"),
  route("contact", "routes/contact.tsx"),
  route("support", "routes/support.tsx"),
  route("favorites", "routes/favorites.tsx"),
  route("profile", "routes/profile.tsx"),
  route("maps-app", "routes/maps-app.tsx"),
  // One gate (middleware) and one error boundary for every admin page and form post.
  layout("routes/admin-layout.tsx", [
    route("admin", "routes/admin.tsx"),
    route("admin/feedback", "routes/admin-feedback.tsx"),
    route("admin/contact", "routes/admin-contact.tsx"),
    route("admin/pending-arenas", "routes/admin-pending-arenas.tsx"),
  ]),
  route("terms", "routes/terms.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("offline", "routes/offline.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
