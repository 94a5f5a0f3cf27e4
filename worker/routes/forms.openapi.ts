import { z } from "zod";
import {
  ArenaSummariesSchema,
  ContactCreatedSchema,
  FavoriteSchema,
  FeedbackCreatedSchema,
  MeSchema,
} from "../openapi/responses";
import { ok, type RouteDoc } from "../openapi/route-doc";
import { ContactSchema } from "../validation/contact";
import { FeedbackSchema } from "../validation/feedback";

// ./me, ./feedback, ./contact and ./favorites: the small routes a signed-in official or a visitor uses.

const arenaId = { arenaId: "The arena's id (a UUID)" };

export const formDocs: RouteDoc[] = [
  {
    route: "GET /api/me",
    tag: "Account",
    summary: "Who is signed in",
    access: "session",
    responses: { 200: ok(MeSchema, "The signed-in user") },
  },
  {
    route: "POST /api/feedback",
    tag: "Feedback and contact",
    summary: "Send feedback",
    description: "Signed in, the feedback carries the user; otherwise its user is null. Limited per IP.",
    access: "optional-session",
    body: FeedbackSchema,
    bodyExample: { type: "bug", content: "The map pin for Value City Arena is off by a block." },
    responses: { 201: ok(FeedbackCreatedSchema, "Received") },
    errors: [429],
  },
  {
    route: "POST /api/contact",
    tag: "Feedback and contact",
    summary: "Write to the team",
    description: "Limited per IP and per `X-Visitor-Id`.",
    access: "public",
    headers: [
      {
        name: "X-Visitor-Id",
        description: "The browser's visitor session id (a UUID), limited on its own",
        schema: z.uuid(),
      },
    ],
    body: ContactSchema,
    bodyExample: {
      name: "Pat Official",
      email: "pat@example.com",
      subject: "Parking",
      message: "Where do officials park at night games?",
    },
    responses: { 201: ok(ContactCreatedSchema, "Received, unread") },
    errors: [429],
  },
  {
    route: "GET /api/favorites",
    tag: "Favorites",
    summary: "My favorite arenas",
    description: "Approved favorites, by name.",
    access: "session",
    responses: { 200: ok(ArenaSummariesSchema, "The favorites") },
  },
  {
    route: "PUT /api/favorites/:arenaId",
    tag: "Favorites",
    summary: "Save an arena (idempotent)",
    access: "session",
    params: arenaId,
    responses: { 200: ok(FavoriteSchema, "Saved") },
    errors: [404],
  },
  {
    route: "DELETE /api/favorites/:arenaId",
    tag: "Favorites",
    summary: "Forget an arena (idempotent)",
    access: "session",
    params: arenaId,
    responses: { 200: ok(FavoriteSchema, "Removed") },
    errors: [404],
  },
];
