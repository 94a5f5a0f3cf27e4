import { Link } from "react-router";
import { Page } from "~/app/components/page";
import { ButtonLink } from "~/app/components/ui/button";
import { Car } from "~/app/components/ui/icons/car";
import { TriangleAlert } from "~/app/components/ui/icons/triangle-alert";
import { CLASH_TEXT } from "~/core/games/clash-text";
import { CONFIRM_TEXT } from "~/core/games/confirm-text";
import { GAME_LIMITS } from "~/core/games/limits";
import { GAME_TEXT } from "~/core/games/messages";
import { GAME_SECTION_LABELS } from "~/core/games/section-labels";
import { IMPORT_TEXT } from "~/core/imports/messages";
import { REPORT_TEXT } from "~/core/reports/messages";
import type { Route } from "./+types/route";
import { ArrivalAsks } from "./arrival-asks";
import { GameCard } from "./game-card";
import type { ListedGame } from "./page.server";
import { WaitingGameCard } from "./waiting-game-card";
import { WaitingImportCard } from "./waiting-import-card";

export { action, loader } from "./page.server";

export function meta(): Route.MetaDescriptors {
  return [{ title: `${GAME_TEXT.pageTitle} · Tipoff` }, { name: "robots", content: "noindex" }];
}

function Listed({ entry }: { entry: ListedGame }) {
  return entry.kind === "game" ? <GameCard game={entry.game} /> : <WaitingImportCard game={entry.game} />;
}

/** "Sooner games · Page 2 of 20 · Later games": plain links, so the pages work without JavaScript. */
function PageLinks({ page, pages }: { page: number; pages: number }) {
  if (pages <= 1) return null;
  const link = "inline-flex min-h-11 items-center font-medium text-primary underline";
  return (
    <nav aria-label={GAME_TEXT.gamesPage(page, pages)} className="flex flex-wrap items-center gap-x-6">
      {page > 1 ? (
        <Link to={page === 2 ? "/games" : `/games?page=${page - 1}`} className={link}>
          {GAME_TEXT.soonerGames}
        </Link>
      ) : null}
      <span className="text-sm text-muted-foreground">{GAME_TEXT.gamesPage(page, pages)}</span>
      {page < pages ? (
        <Link to={`/games?page=${page + 1}`} className={link}>
          {GAME_TEXT.laterGames}
        </Link>
      ) : null}
    </nav>
  );
}

/** A line above the games that needs the person: what it is, and the link that sorts it out. */
function TopNotice({
  tone,
  text,
  link: [href, label],
  testId,
}: {
  tone: "destructive" | "warning";
  text: string;
  link: readonly [string, string];
  testId?: string;
}) {
  return (
    <div
      role="status"
      data-testid={testId}
      className={
        tone === "destructive"
          ? "flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border-2 border-destructive bg-destructive/10 p-3 text-sm font-medium"
          : "flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border-2 border-warning bg-warning/15 p-3 text-sm font-medium"
      }
    >
      <TriangleAlert className="size-4 shrink-0" aria-hidden />
      <span>{text}</span>
      <Link to={href} className="inline-flex min-h-11 items-center font-semibold text-foreground underline">
        {label}
      </Link>
    </div>
  );
}

export default function Games({ loaderData }: Route.ComponentProps) {
  const {
    asks,
    notices,
    waiting,
    upcoming,
    past,
    page,
    pages,
    pastCount,
    morePast,
    importNotice,
    clashNotice,
    reportNotices,
    confirmNotice,
  } = loaderData;
  return (
    <Page title={GAME_TEXT.pageTitle}>
      <div className="flex max-w-3xl flex-col gap-4">
        {clashNotice ? (
          <TopNotice
            tone="destructive"
            testId="clash-notice"
            text={clashNotice.text}
            link={[clashNotice.href, CLASH_TEXT.firstClash]}
          />
        ) : null}
        {reportNotices.map((notice) => (
          <TopNotice
            key={notice.href}
            tone="destructive"
            testId="report-notice"
            text={notice.text}
            link={[notice.href, REPORT_TEXT.open]}
          />
        ))}
        {confirmNotice ? (
          <TopNotice
            tone="warning"
            testId="confirm-notice"
            text={confirmNotice.text}
            link={[confirmNotice.href, CONFIRM_TEXT.first]}
          />
        ) : null}
        {importNotice ? (
          <TopNotice tone="warning" text={importNotice} link={["/games/import#which-gym", IMPORT_TEXT.chooseGyms]} />
        ) : null}

        {notices.map((notice) => (
          <p
            key={notice.arena}
            role="status"
            className="flex items-start gap-2 rounded-lg border border-destructive/50 bg-destructive/10 p-3 text-sm font-medium"
          >
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            {notice.text}
          </p>
        ))}
        {waiting.map((game) => (
          <WaitingGameCard key={game.id} game={game} />
        ))}
        <div className="flex flex-wrap gap-x-6">
          <Link
            to="/games/mileage"
            className="inline-flex min-h-11 items-center gap-2 self-start font-medium text-primary underline"
          >
            <Car className="size-4" aria-hidden />
            {GAME_SECTION_LABELS.mileage}
          </Link>
          <Link
            to="/games/pay"
            className="inline-flex min-h-11 items-center self-start font-medium text-primary underline"
          >
            {GAME_SECTION_LABELS.pay}
          </Link>
          <Link
            to="/games/import"
            className="inline-flex min-h-11 items-center self-start font-medium text-primary underline"
          >
            {IMPORT_TEXT.importLink}
          </Link>
          <Link
            to="/contacts"
            className="inline-flex min-h-11 items-center self-start font-medium text-primary underline"
          >
            {GAME_SECTION_LABELS.contacts}
          </Link>
          <Link
            to="/availability"
            className="inline-flex min-h-11 items-center self-start font-medium text-primary underline"
          >
            {GAME_SECTION_LABELS.availability}
          </Link>
        </div>
        <ArrivalAsks asks={asks} />
        {upcoming.length === 0 ? (
          <div className="rounded-lg border border-dashed p-8 text-center">
            <p className="text-lg font-semibold">{GAME_TEXT.emptyTitle}</p>
            <p className="mt-1 text-sm text-muted-foreground">{GAME_TEXT.emptyText}</p>
            <div className="mt-4 flex flex-wrap items-center justify-center gap-3">
              <ButtonLink to="/games/import">{GAME_TEXT.emptyImport}</ButtonLink>
              <Link to="/arenas" className="inline-flex min-h-11 items-center font-medium text-primary underline">
                {GAME_TEXT.browseArenas}
              </Link>
            </div>
          </div>
        ) : (
          upcoming.map((entry) => <Listed key={entry.game.id} entry={entry} />)
        )}
        <PageLinks page={page} pages={pages} />
        {pastCount > 0 ? (
          <details className="mt-4" open={past.length > GAME_LIMITS.perPage}>
            <summary className="min-h-11 cursor-pointer py-2 text-lg font-semibold">
              {GAME_TEXT.pastGames(pastCount)}
            </summary>
            <div className="mt-3 flex flex-col gap-4">
              {past.map((entry) => (
                <Listed key={entry.game.id} entry={entry} />
              ))}
              {morePast ? (
                <Link to={morePast} className="inline-flex min-h-11 items-center font-medium text-primary underline">
                  {GAME_TEXT.morePastGames}
                </Link>
              ) : null}
            </div>
          </details>
        ) : null}
      </div>
    </Page>
  );
}
