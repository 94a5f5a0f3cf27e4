import { data, redirect } from "react-router";
import { requireUser } from "~/app/lib/auth.server";
import { failureData } from "~/app/lib/failure.server";
import { redirectWithToast } from "~/app/lib/toast.server";
import { invalidInput } from "~/core/failure";
import { GAME_TEXT } from "~/core/games/messages";
import { lostArenaLabel, WAITING_TEXT } from "~/core/games/waiting-text";
import { ArenaFiltersSchema } from "~/core/validation/arena-query";
import { ChooseGameArenaSchema } from "~/core/validation/games";
import { searchArenas } from "~/worker/arenas/search.server";
import { getCtx } from "~/worker/context/request-context.server";
import { lostArenaOf } from "~/worker/games/game.server";
import { getGameRow } from "~/worker/games/games.server";
import { chooseGameArena } from "~/worker/games/waiting.server";
import type { Route } from "./+types/route";

const MATCHES_SHOWN = 10;

/**
 * A waiting game's gym: arenas matching `q` (at first the removed gym's name, which finds the arena
 * an admin kept instead of a duplicate), each chosen with its own form; a game that has its arena
 * goes to its edit page.
 */
export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args, { message: GAME_TEXT.loginRequired });
  const ctx = getCtx(args.context);
  const row = await getGameRow(ctx, user.id, args.params.id);
  if (!row) throw data(GAME_TEXT.gameNotFound, { status: 404 });
  if (row.arenaId !== null) throw redirect(`/games/${row.id}/edit`);
  const lost = lostArenaOf(row);
  const asked = new URL(args.request.url).searchParams.get("q");
  const filters = ArenaFiltersSchema.parse({ search: asked ?? lost.name });
  const page = filters.search ? await searchArenas(ctx, filters, { limit: MATCHES_SHOWN }) : null;
  const submit = new URLSearchParams({ name: lost.name, city: lost.city, state: lost.state });
  return {
    lostArena: lostArenaLabel(lost),
    search: filters.search,
    matches: (page?.arenas ?? []).map((arena) => ({
      id: arena.id,
      name: arena.name,
      place: [arena.city, arena.state].filter(Boolean).join(", "),
    })),
    submitPath: `/submit?${submit.toString()}`,
  };
}

/** Choosing a gym: a plain form post, so it works without JavaScript; back to My Games with a toast. */
export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args, { message: GAME_TEXT.loginRequired });
  const ctx = getCtx(args.context);
  const form = await args.request.formData();
  const parsed = ChooseGameArenaSchema.safeParse({ arenaId: form.get("arenaId") });
  if (!parsed.success) return failureData(invalidInput(parsed.error));
  const outcome = await chooseGameArena(ctx, user, args.params.id, parsed.data.arenaId);
  if (!outcome.ok) return failureData(outcome);
  const toast = { type: "success" as const, message: WAITING_TEXT.chosen(outcome.arena.name) };
  return redirectWithToast(`/games#game-${outcome.row.id}`, toast, { secret: ctx.config.authSecret });
}
