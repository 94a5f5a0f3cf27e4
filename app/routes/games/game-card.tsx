import { Form, Link, useNavigation } from "react-router";
import { Badge } from "~/app/components/ui/badge";
import { Button, ButtonLink, buttonClasses } from "~/app/components/ui/button";
import { Card } from "~/app/components/ui/card";
import { CalendarPlus } from "~/app/components/ui/icons/calendar-plus";
import { Clock } from "~/app/components/ui/icons/clock";
import { Footprints } from "~/app/components/ui/icons/footprints";
import { Navigation } from "~/app/components/ui/icons/navigation";
import { Pencil } from "~/app/components/ui/icons/pencil";
import { Trash2 } from "~/app/components/ui/icons/trash-2";
import { TriangleAlert } from "~/app/components/ui/icons/triangle-alert";
import { cn } from "~/app/lib/cn";
import { CLASH_TEXT } from "~/core/games/clash-text";
import { CONFIRM_TEXT } from "~/core/games/confirm-text";
import type { ClashView, GameView } from "~/core/games/game-view";
import { LATE_TEXT } from "~/core/games/late-text";
import { GAME_TEXT } from "~/core/games/messages";
import { IMPORT_TEXT } from "~/core/imports/messages";
import { REPORT_TEXT } from "~/core/reports/messages";
import { GameArrivalLines } from "./game-arrival-lines";
import { GameWeather } from "./game-weather";

/** Delete behind a second tap (a <details>, so it works without JavaScript). */
function DeleteGame({ id }: { id: string }) {
  const navigation = useNavigation();
  const deleting = navigation.state === "submitting" && navigation.formData?.get("id") === id;
  return (
    <details className="group basis-full sm:basis-auto">
      <summary
        className={cn(buttonClasses("ghost", "sm"), "list-none text-destructive [&::-webkit-details-marker]:hidden")}
      >
        <Trash2 className="size-4" aria-hidden />
        {GAME_TEXT.delete}
      </summary>
      <Form method="post" className="mt-2 flex flex-wrap items-center gap-2">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={id} />
        <span className="text-sm">{GAME_TEXT.confirmDelete}</span>
        <Button type="submit" variant="destructive" size="sm" disabled={deleting}>
          {deleting ? GAME_TEXT.deleting : GAME_TEXT.confirmDeleteButton}
        </Button>
      </Form>
    </details>
  );
}

/** "Keep" on a game gone from its calendar: a real form, so it works without JavaScript. */
function KeepGame({ id }: { id: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="keep" />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" variant="outline" size="sm">
        {IMPORT_TEXT.keepGame}
      </Button>
    </Form>
  );
}

/** "Got it" on a changed game: the mark stays until the person says they have seen it. */
function GotIt({ id, arena }: { id: string; arena: string }) {
  return (
    <Form method="post" className="mt-1">
      <input type="hidden" name="intent" value="got-it" />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" variant="outline" size="sm" aria-label={IMPORT_TEXT.gotItLabel(arena)}>
        {IMPORT_TEXT.gotIt}
      </Button>
    </Form>
  );
}

/** "Accepted" on a game to accept: a real form, so it works without JavaScript. */
function Accepted({ id, arena }: { id: string; arena: string }) {
  const navigation = useNavigation();
  const saving =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === "accepted" &&
    navigation.formData.get("id") === id;
  return (
    <Form method="post" className="mt-1">
      <input type="hidden" name="intent" value="accepted" />
      <input type="hidden" name="id" value={id} />
      <Button
        type="submit"
        variant="outline"
        size="sm"
        disabled={saving}
        aria-label={CONFIRM_TEXT.acceptedLabel(arena)}
      >
        {saving ? CONFIRM_TEXT.saving : CONFIRM_TEXT.accepted}
      </Button>
    </Form>
  );
}

/** "Mark as known" on a clash: a real form, so it works without JavaScript. */
function MarkKnown({ id, clash }: { id: string; clash: ClashView }) {
  const navigation = useNavigation();
  const marking =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === "known-clash" &&
    navigation.formData.get("id") === id &&
    navigation.formData.get("other") === clash.gameId;
  return (
    <Form method="post" className="mt-1">
      <input type="hidden" name="intent" value="known-clash" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="other" value={clash.gameId} />
      <Button
        type="submit"
        variant="outline"
        size="sm"
        disabled={marking}
        aria-label={CLASH_TEXT.markKnownLabel(clash.arenaName)}
      >
        {marking ? CLASH_TEXT.marking : CLASH_TEXT.markKnown}
      </Button>
    </Form>
  );
}

/** The games this one cannot be made with: each flagged with the other game, until marked known. */
function Clashes({ game }: { game: GameView }) {
  if (game.clashes.length === 0) return null;
  return (
    <>
      {game.clashes.map((clash) =>
        clash.known ? (
          <p key={clash.gameId} className="mt-2 text-sm text-muted-foreground" data-testid="game-clash-known">
            {CLASH_TEXT.known(clash.arenaName)}
          </p>
        ) : (
          <div
            key={clash.gameId}
            className="mt-2 flex flex-col items-start gap-1 rounded-md border-2 border-destructive bg-destructive/10 p-3 text-sm"
            data-testid="game-clash"
          >
            <p className="flex items-start gap-2 font-semibold">
              <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
              {clash.text}
            </p>
            <Link to={`#game-${clash.gameId}`} className="inline-flex min-h-11 items-center underline">
              {clash.with}
            </Link>
            <MarkKnown id={game.id} clash={clash} />
          </div>
        ),
      )}
    </>
  );
}

/**
 * What the calendar it came from says about an imported game. A change, a game to accept on its
 * platform and a game its calendar dropped are called out alike, in the warning colour that stands
 * out in both themes, until the person says Got it (a change), Accepted, or Keep or Delete (a drop).
 */
function ImportedDetails({ game }: { game: GameView }) {
  const callout = "mt-2 flex flex-col items-start gap-1 rounded-md border-2 border-warning bg-warning/15 p-3 text-sm";
  return (
    <>
      {game.status === "changed" ? (
        <div className={callout} data-testid="game-changed">
          <Badge variant="warning">{IMPORT_TEXT.changedBadge}</Badge>
          {game.changes.map((line) => (
            <p key={line} className="font-medium">
              {line}
            </p>
          ))}
          <GotIt id={game.id} arena={game.arena.name} />
        </div>
      ) : null}
      {game.toAccept ? (
        <div className={callout} data-testid="game-to-accept">
          <Badge variant="warning">{CONFIRM_TEXT.badge}</Badge>
          <p className="font-medium">{game.toAccept}</p>
          <Accepted id={game.id} arena={game.arena.name} />
        </div>
      ) : null}
      {game.status === "cancelled" ? (
        <Badge variant="destructive" className="mt-2 self-start">
          {IMPORT_TEXT.cancelledBadge}
        </Badge>
      ) : null}
      {game.removed ? (
        <div className={callout} data-testid="game-removed">
          <Badge variant="warning">{game.removed.badge}</Badge>
          <p className="font-medium">{game.removed.hint}</p>
        </div>
      ) : null}
      {game.matchup || game.level ? (
        <p className="mt-1 text-sm">{[game.matchup, game.level].filter(Boolean).join(" · ")}</p>
      ) : null}
      {game.crew.length > 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">
          {IMPORT_TEXT.crewLabel}: {game.crew.join(", ")}
        </p>
      ) : null}
    </>
  );
}

/** One planned game: arena, tip-off, the leave-by line, and what to do with it. */
export function GameCard({ game }: { game: GameView }) {
  const cancelled = game.status === "cancelled";
  const directions = (
    <a
      href={game.directions.drive}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses(game.leaving ? "primary" : "outline", "sm")}
    >
      <Navigation className="size-4" aria-hidden />
      {GAME_TEXT.directions}
    </a>
  );
  return (
    <Card
      id={`game-${game.id}`}
      className={cn(
        "scroll-mt-20 p-4 sm:p-5",
        (game.status === "changed" || game.status === "removed" || game.toAccept) && "border-l-4 border-l-warning",
      )}
      data-testid="game-card"
    >
      <div className="flex flex-col gap-1">
        <h2 className={cn("text-lg font-semibold leading-tight", cancelled && "line-through")}>
          <Link to={`/arenas/${game.arena.id}`} className="hover:underline">
            {game.arena.name}
          </Link>
        </h2>
        <p className="text-sm text-muted-foreground">{game.arena.place}</p>
        {game.sources ? (
          <p className="text-sm text-muted-foreground" data-testid="game-sources">
            {game.sources}
          </p>
        ) : null}
        <p className={cn("text-sm", cancelled && "line-through")}>
          {game.day} · {GAME_TEXT.tipoff(game.tipoff)}
        </p>
        {game.zoneNotStated ? (
          <p className="text-sm">
            <Badge variant="outline">{IMPORT_TEXT.zoneNotStated}</Badge>{" "}
            <span className="text-muted-foreground">{IMPORT_TEXT.zoneNotStatedHint}</span>
          </p>
        ) : null}
        <ImportedDetails game={game} />
        <Clashes game={game} />
      </div>
      <p
        className={cn(
          "mt-3 text-base font-semibold sm:text-lg",
          game.leaving ? "text-primary" : "text-muted-foreground",
        )}
        data-testid="game-plan"
      >
        {game.summary}
      </p>
      {game.drive ? (
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          {game.drive}
          {game.estimate ? <Badge variant="outline">{GAME_TEXT.estimate}</Badge> : null}
        </p>
      ) : null}
      {game.asIfTaken ? (
        <p className="mt-1 text-sm text-muted-foreground" data-testid="game-as-if-taken">
          {game.asIfTaken}
        </p>
      ) : null}
      <GameWeather game={game} />
      <GameArrivalLines game={game} />
      {game.reportDue ? (
        <p className="mt-2 text-sm font-semibold text-destructive" data-testid="game-report-due">
          {game.reportPath ? (
            <Link to={game.reportPath} className="underline">
              {game.reportDue}
            </Link>
          ) : (
            game.reportDue
          )}
        </p>
      ) : game.reportPath ? (
        <p className="mt-2 text-sm">
          <Link to={game.reportPath} className="inline-flex min-h-11 items-center underline">
            {REPORT_TEXT.ask}
          </Link>
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap items-start gap-2">
        {/* A game not driven to (cancelled, on hold) keeps Directions, but not as its first action. */}
        {game.status === "removed" ? <KeepGame id={game.id} /> : null}
        {game.leaving ? directions : null}
        {game.latePath ? (
          <ButtonLink
            to={game.latePath}
            variant="outline"
            size="sm"
            aria-label={LATE_TEXT.actionLabel(game.arena.name)}
          >
            <Clock className="size-4" aria-hidden />
            {LATE_TEXT.action}
          </ButtonLink>
        ) : null}
        {game.directions.walk ? (
          <a
            href={game.directions.walk}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses("outline", "sm")}
          >
            <Footprints className="size-4" aria-hidden />
            {GAME_TEXT.walkFromParking}
          </a>
        ) : null}
        {/* A file download, not a page: reloadDocument keeps React Router from fetching it as a route. */}
        <ButtonLink to={game.calendarPath} reloadDocument variant="outline" size="sm">
          <CalendarPlus className="size-4" aria-hidden />
          {GAME_TEXT.addToCalendar}
        </ButtonLink>
        <ButtonLink to={game.editPath} variant="outline" size="sm">
          <Pencil className="size-4" aria-hidden />
          {GAME_TEXT.edit}
        </ButtonLink>
        {game.leaving ? null : directions}
        <DeleteGame id={game.id} />
      </div>
    </Card>
  );
}
