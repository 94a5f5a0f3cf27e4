import { type FormEvent, useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { LocalTime } from "~/app/components/admin/local-time";
import { Page } from "~/app/components/page";
import { Button, ButtonLink, buttonClasses } from "~/app/components/ui/button";
import { Card, CardContent, CardTitle } from "~/app/components/ui/card";
import { Field, FormError, inputClasses } from "~/app/components/ui/field";
import { TriangleAlert } from "~/app/components/ui/icons/triangle-alert";
import { requireUser } from "~/app/lib/auth.server";
import { failureData } from "~/app/lib/failure.server";
import { redirectWithToast } from "~/app/lib/toast.server";
import { fail, invalidInput, notFound } from "~/core/failure";
import { FEED_PAGE_TEXT } from "~/core/feeds/messages";
import { CLASH_TEXT } from "~/core/games/clash-text";
import { GAME_TEXT } from "~/core/games/messages";
import type { IgnoredEvent } from "~/core/imports/game-fields";
import { IMPORT_LIMITS } from "~/core/imports/limits";
import { IMPORT_TEXT, QUICK_GYM_TEXT } from "~/core/imports/messages";
import { FeedSubscribeSchema, VenueAliasSchema, VenueTextSchema, venueAliasFromForm } from "~/core/validation/imports";
import { QuickGymSchema, VenueIdSchema } from "~/core/validation/quick-gym";
import { getServices } from "~/worker/context.server";
import { feedDeps } from "~/worker/feeds/deps.server";
import { listFeeds, refreshFeed, removeFeed, subscribeFeed } from "~/worker/feeds/subscriptions.server";
import { gameDeps } from "~/worker/games/games.server";
import { answerVenue, importCalendarFile, undoAnswer } from "~/worker/imports/imports.server";
import { quickAddGym, quickGymValues, waitingVenueById, waitingVenueByText } from "~/worker/imports/quick-gym.server";
import { answerSureSchools, answerVenueWithSchool } from "~/worker/imports/school-answer.server";
import type { Route } from "./+types/route";
import { loadWaitingVenues } from "./waiting-venues.server";

export { forwardActionHeaders as headers } from "~/app/lib/route-headers";

export function meta(): Route.MetaDescriptors {
  return [{ title: `${IMPORT_TEXT.pageTitle} · Tipoff` }, { name: "robots", content: "noindex" }];
}

/** "Practice (12 dates): only the first 500 dates of a series are imported". */
function ignoredText({ event, reason, count }: IgnoredEvent): string {
  return IMPORT_TEXT.ignoredLine(event, IMPORT_TEXT.ignoredReasons[reason], count);
}

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args, { message: IMPORT_TEXT.loginRequired });
  const services = getServices(args.context);
  const url = new URL(args.request.url);
  const [waiting, feeds] = await Promise.all([
    loadWaitingVenues(services, gameDeps(services), user.id, url),
    listFeeds(services, user.id),
  ]);
  return { feeds, ...waiting };
}

async function upload(args: Route.ActionArgs, userId: string, form: FormData) {
  const file = form.get("file");
  // No file chosen comes as a part without a file name; a chosen empty file has its name.
  if (!(file instanceof File) || (file.size === 0 && file.name === ""))
    return failureData(fail("invalid", IMPORT_TEXT.noFile));
  if (file.size > IMPORT_LIMITS.maxBytes) return failureData(fail("too_large", IMPORT_TEXT.tooLarge));
  const body = new Uint8Array(await file.arrayBuffer());
  const outcome = await importCalendarFile(gameDeps(getServices(args.context)), userId, body);
  if (!outcome.ok) return failureData(outcome);
  const { needsArena: _listedBelow, ignoredEvents, ...counts } = outcome.result;
  const listed = ignoredEvents.reduce((total, ignoredEvent) => total + ignoredEvent.count, 0);
  return data({
    counts: { ...counts, ignoredUnlisted: Math.max(0, counts.ignored - listed) },
    ignored: ignoredEvents.map(ignoredText),
  });
}

/** Subscribe, "Refresh now" and "Remove" on a feed: plain form posts that redirect with a toast. */
async function feedAction(args: Route.ActionArgs, userId: string, intent: string, form: FormData) {
  const services = getServices(args.context);
  const secret = services.config.authSecret;
  if (intent === "subscribe") {
    const parsed = FeedSubscribeSchema.safeParse({ url: form.get("url") });
    if (!parsed.success) return failureData(invalidInput(parsed.error), { form: "subscribe" as const });
    const outcome = await subscribeFeed(feedDeps(services), userId, parsed.data.url);
    if (!outcome.ok) return failureData(outcome, { form: "subscribe" as const });
    const toast = { type: "success" as const, message: FEED_PAGE_TEXT.subscribed(outcome.feed.label) };
    return redirectWithToast("/games/import", toast, { secret });
  }
  const feedId = String(form.get("feedId") ?? "");
  if (intent === "refresh") {
    const outcome = await refreshFeed(feedDeps(services), userId, feedId);
    if (!outcome.ok) return failureData(outcome, { form: "feeds" as const });
    const { label, lastError } = outcome.feed;
    const toast = lastError
      ? { type: "error" as const, message: FEED_PAGE_TEXT.refreshFailed(label, lastError) }
      : { type: "success" as const, message: FEED_PAGE_TEXT.refreshed(label) };
    return redirectWithToast("/games/import", toast, { secret });
  }
  const outcome = await removeFeed(services, userId, feedId);
  if (!outcome.ok) return failureData(outcome, { form: "feeds" as const });
  const toast = { type: "success" as const, message: FEED_PAGE_TEXT.removed(outcome.label, outcome.keptGames) };
  return redirectWithToast("/games/import", toast, { secret });
}

const FEED_INTENTS = new Set(["subscribe", "refresh", "remove"]);

/** The questions' own refusals show above them, not on the upload form. */
const ANSWER_FORM = { form: "answer" as const };

/**
 * "This is the gym": the answer (an arena, or a school whose gym is added at the school) is saved
 * and the venue's games placed; the page then offers Undo.
 */
async function answer(args: Route.ActionArgs, user: { id: string; email: string }, form: FormData) {
  const services = getServices(args.context);
  const parsed = VenueAliasSchema.safeParse(
    venueAliasFromForm({ venue: form.get("venue"), answer: form.get("answer"), arenaId: form.get("arenaId") }),
  );
  if (!parsed.success) return failureData(invalidInput(parsed.error), ANSWER_FORM);
  const { venue, arenaId, schoolId } = parsed.data;
  const deps = gameDeps(services);
  const secret = services.config.authSecret;
  if (schoolId !== undefined) {
    const outcome = await answerVenueWithSchool(deps, user, venue, schoolId);
    if (!outcome.ok) {
      // A school with no point on file: its gym is placed by hand on the short screen.
      const waiting =
        outcome.code === "geocoding_failed" ? await waitingVenueByText(services.db, user.id, venue) : null;
      return waiting ? redirect(`/games/import/add/${waiting}?school=${schoolId}`) : failureData(outcome, ANSWER_FORM);
    }
    const toast = { type: "success" as const, message: IMPORT_TEXT.schoolChosen(outcome.arenaName, outcome.created) };
    return redirectWithToast("/games/import#remembered", toast, { secret });
  }
  const outcome = await answerVenue(deps, user.id, venue, arenaId ?? "");
  if (!outcome.ok) return failureData(outcome, ANSWER_FORM);
  const toast = { type: "success" as const, message: IMPORT_TEXT.aliasSaved(outcome.created) };
  // To the answer just remembered (with its Undo) and the questions after it.
  return redirectWithToast("/games/import#remembered", toast, { secret });
}

/** "Use the schools found": every question whose school is beyond doubt, answered with it. */
async function answerSchools(args: Route.ActionArgs, user: { id: string; email: string }) {
  const services = getServices(args.context);
  const outcome = await answerSureSchools(gameDeps(services), user);
  if (!outcome.ok) return failureData(outcome, ANSWER_FORM);
  const toast = { type: "success" as const, message: IMPORT_TEXT.schoolsUsed(outcome.places, outcome.created) };
  return redirectWithToast("/games/import#remembered", toast, { secret: services.config.authSecret });
}

/** Undo of an answer: its games wait for a gym again. */
async function undo(args: Route.ActionArgs, userId: string, form: FormData) {
  const services = getServices(args.context);
  const parsed = VenueTextSchema.safeParse({ venue: form.get("venue") });
  if (!parsed.success) return failureData(invalidInput(parsed.error), ANSWER_FORM);
  const outcome = await undoAnswer(services, userId, parsed.data.venue);
  if (!outcome.ok) return failureData(outcome, ANSWER_FORM);
  const toast = { type: "success" as const, message: IMPORT_TEXT.undone(outcome.waiting) };
  return redirectWithToast("/games/import#which-gym", toast, { secret: services.config.authSecret });
}

/**
 * "Add this gym" in one tap: the gym as the event describes it, where the import found its address.
 * Anything the event leaves unsure (no street, a college level, the address not found) goes to the
 * short screen instead.
 */
async function quickAdd(args: Route.ActionArgs, user: { id: string; email: string }, form: FormData) {
  const services = getServices(args.context);
  const id = VenueIdSchema.safeParse(form.get("venueId"));
  if (!id.success) return failureData(invalidInput(id.error), ANSWER_FORM);
  const venue = await waitingVenueById(services.db, user.id, id.data);
  if (!venue) return failureData(notFound(QUICK_GYM_TEXT.notWaiting), ANSWER_FORM);
  const fix = venue.rows[0]?.event.venueFix;
  const screen = `/games/import/add/${id.data}`;
  if (!fix?.precise) return redirect(screen);
  const parsed = QuickGymSchema.safeParse({
    ...quickGymValues(venue),
    latitude: fix.latitude,
    longitude: fix.longitude,
  });
  if (!parsed.success) return redirect(screen);
  const outcome = await quickAddGym(gameDeps(services), user, id.data, parsed.data);
  if (!outcome.ok) return outcome.code === "geocoding_failed" ? redirect(screen) : failureData(outcome, ANSWER_FORM);
  const toast = { type: "success" as const, message: QUICK_GYM_TEXT.added(outcome.arena.name, outcome.created) };
  return redirectWithToast("/games/import#remembered", toast, { secret: services.config.authSecret });
}

/** Upload a file, answer "which gym is this?" (or undo it, or add the gym), or manage a feed; all without JavaScript. */
export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args, { message: IMPORT_TEXT.loginRequired });
  const form = await args.request.formData();
  const intent = String(form.get("intent") ?? "");
  if (FEED_INTENTS.has(intent)) return feedAction(args, user.id, intent, form);
  if (intent === "answer") return answer(args, user, form);
  if (intent === "answer-schools") return answerSchools(args, user);
  if (intent === "undo") return undo(args, user.id, form);
  if (intent === "quick-add") return quickAdd(args, user, form);
  return upload(args, user.id, form);
}

type WaitingVenueView = Route.ComponentProps["loaderData"]["venues"][number];

/** The answers to choose from (schools, then arenas): none chosen unless one is beyond doubt. */
function CandidateChoices({ venue }: { venue: WaitingVenueView }) {
  const found = venue.search?.arenas ?? [];
  const choices = [...venue.choices, ...found.filter((arena) => !venue.choices.some((c) => c.answer === arena.answer))];
  if (choices.length === 0) return <p className="text-sm">{IMPORT_TEXT.noCandidates}</p>;
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="sr-only">{IMPORT_TEXT.whichGymTitle}</legend>
      {choices.map((choice) => (
        <label key={choice.answer} className="flex min-h-11 items-center gap-3 py-1">
          <input
            type="radio"
            name="answer"
            value={choice.answer}
            required
            defaultChecked={choice.preselected}
            className="size-5 shrink-0"
          />
          <span className="flex min-w-0 flex-col">
            <span className="font-medium break-words">{choice.name}</span>
            {choice.detail ? <span className="text-sm text-muted-foreground">{choice.detail}</span> : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** A search over arenas, schools and (on request) the map, for this card alone; a GET form. */
function VenueSearchForm({ venue }: { venue: WaitingVenueView }) {
  const inputId = `venue-${venue.id}-search`;
  return (
    <Form method="get" action={`/games/import#venue-${venue.id}`} preventScrollReset className="flex flex-col gap-1.5">
      <input type="hidden" name="venue" value={venue.id} />
      <label htmlFor={inputId} className="text-sm font-medium">
        {IMPORT_TEXT.searchLabel}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={inputId}
          type="search"
          name="q"
          defaultValue={venue.search?.words ?? ""}
          maxLength={100}
          className={`${inputClasses} min-w-0 flex-1 basis-48`}
        />
        <Button type="submit" variant="outline">
          {IMPORT_TEXT.searchButton}
        </Button>
      </div>
    </Form>
  );
}

function SearchResults({ venue }: { venue: WaitingVenueView }) {
  const { search } = venue;
  if (!search) return null;
  const nothing = search.arenas.length === 0 && search.schools.length === 0 && !search.map;
  return (
    <section aria-labelledby={`venue-${venue.id}-results`} className="flex flex-col gap-2">
      <h4 id={`venue-${venue.id}-results`} className="text-sm font-semibold">
        {IMPORT_TEXT.searchResults(search.words)}
      </h4>
      {nothing ? <p className="text-sm">{IMPORT_TEXT.noSearchResults}</p> : null}
      {search.schools.length > 0 ? <SchoolList venue={venue} schools={search.schools} /> : null}
      {search.map ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {search.map.text}
          {search.map.addPath ? (
            <a href={search.map.addPath} className={buttonClasses("outline", "sm")}>
              {IMPORT_TEXT.addGymHere}
            </a>
          ) : null}
        </p>
      ) : (
        <a
          href={search.mapPath}
          className="inline-flex min-h-11 items-center self-start text-sm font-medium text-primary underline"
        >
          {search.mapLabel}
        </a>
      )}
    </section>
  );
}

/** Schools a card's search found: each answers the question in one tap (its gym is added at the school). */
function SchoolList({ venue, schools }: { venue: WaitingVenueView; schools: SchoolResults }) {
  return (
    <ul className="flex flex-col gap-2">
      {schools.map((school) => (
        <li key={`${venue.id}-${school.id}`} className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-sm">
            {school.name} · {school.place}
          </span>
          <Form method="post">
            <input type="hidden" name="intent" value="answer" />
            <input type="hidden" name="venue" value={venue.venue} />
            <input type="hidden" name="answer" value={school.answer} />
            <Button type="submit" variant="outline" size="sm" aria-label={IMPORT_TEXT.chooseSchoolLabel(school.name)}>
              {IMPORT_TEXT.chooseSchool}
            </Button>
          </Form>
        </li>
      ))}
    </ul>
  );
}

type SchoolResults = NonNullable<WaitingVenueView["search"]>["schools"];

/** "Add this gym": one tap when the event says enough, else the short screen. */
function QuickAdd({ venue }: { venue: WaitingVenueView }) {
  const navigation = useNavigation();
  const adding = navigation.state === "submitting" && navigation.formData?.get("venueId") === venue.id;
  if (!venue.quick.oneTap) {
    return (
      <ButtonLink to={venue.quick.screenPath} variant="outline" size="sm" className="self-start">
        {IMPORT_TEXT.addGym}
      </ButtonLink>
    );
  }
  return (
    <Form method="post" className="flex flex-col gap-2 rounded-md border border-dashed p-3">
      <input type="hidden" name="intent" value="quick-add" />
      <input type="hidden" name="venueId" value={venue.id} />
      <p className="text-sm break-words">{venue.quick.preview}</p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button type="submit" variant="outline" size="sm" disabled={adding}>
          {adding ? QUICK_GYM_TEXT.adding : QUICK_GYM_TEXT.addButton}
        </Button>
        <Link
          to={venue.quick.screenPath}
          className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline"
        >
          {QUICK_GYM_TEXT.checkFirst}
        </Link>
      </div>
    </Form>
  );
}

function WhichGym({ venue }: { venue: WaitingVenueView }) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("venue") === venue.venue;
  const headingId = `venue-${venue.id}-title`;
  return (
    <Card role="region" id={`venue-${venue.id}`} className="scroll-mt-20 p-4 sm:p-5" aria-labelledby={headingId}>
      <h3 id={headingId} className="text-base font-semibold break-words">
        {venue.venue}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{IMPORT_TEXT.eventsAt(venue.events.length)}</p>
      {venue.lookupQueued ? <p className="mt-1 text-sm">{IMPORT_TEXT.lookupQueued}</p> : null}
      <ul className="mt-1 list-disc pl-5 text-sm">
        {venue.events.map((event) => (
          <li key={event.key} className={event.cancelled ? "line-through" : undefined}>
            {event.when} · {event.detail || event.summary}
            {event.cancelled ? ` · ${IMPORT_TEXT.cancelledBadge}` : ""}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-col gap-4">
        <Form method="post" className="flex flex-col gap-2">
          <input type="hidden" name="intent" value="answer" />
          <input type="hidden" name="venue" value={venue.venue} />
          <CandidateChoices venue={venue} />
          {venue.choices.length + (venue.search?.arenas.length ?? 0) > 0 ? (
            <Button type="submit" size="sm" className="self-start" disabled={saving}>
              {saving ? IMPORT_TEXT.choosing : IMPORT_TEXT.chooseArena}
            </Button>
          ) : null}
        </Form>
        <VenueSearchForm venue={venue} />
        <SearchResults venue={venue} />
        <QuickAdd venue={venue} />
      </div>
    </Card>
  );
}

/** Every question whose school is beyond doubt, answered in one tap. */
function UseSchools({ count }: { count: number }) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "answer-schools";
  if (count < 2) return null;
  return (
    <Form method="post" className="flex flex-col gap-2 rounded-lg border border-border p-3">
      <input type="hidden" name="intent" value="answer-schools" />
      <p className="text-sm">{IMPORT_TEXT.schoolsFoundHint}</p>
      <Button type="submit" className="sm:self-start" disabled={saving}>
        {saving ? IMPORT_TEXT.savingSchools : IMPORT_TEXT.schoolsFoundButton(count)}
      </Button>
    </Form>
  );
}

/** The answers just given: applied to every later import, each with Undo. */
function Remembered({ answers }: { answers: Route.ComponentProps["loaderData"]["remembered"] }) {
  if (answers.length === 0) return null;
  return (
    <section
      aria-labelledby="remembered"
      role="status"
      className="flex flex-col gap-2 rounded-lg border border-success/60 bg-success/10 p-3"
    >
      <h2 id="remembered" className="scroll-mt-20 text-base font-semibold">
        {IMPORT_TEXT.remembered}
      </h2>
      <ul className="flex flex-col gap-1">
        {answers.map((remembered) => (
          <li key={remembered.venue} className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span className="min-w-0 break-words">{remembered.text}</span>
            <Form method="post">
              <input type="hidden" name="intent" value="undo" />
              <input type="hidden" name="venue" value={remembered.venue} />
              <Button type="submit" variant="outline" size="sm" aria-label={IMPORT_TEXT.undoLabel(remembered.venue)}>
                {IMPORT_TEXT.undo}
              </Button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}

type FeedView = Route.ComponentProps["loaderData"]["feeds"][number];

function FeedCard({ feed }: { feed: FeedView }) {
  const headingId = `feed-${feed.id}`;
  return (
    <li aria-labelledby={headingId}>
      <Card className="p-4 sm:p-5">
        <h3 id={headingId} className="text-base font-semibold break-words">
          {feed.label}
        </h3>
        <p className="text-sm text-muted-foreground break-all">{feed.urlHint}</p>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {feed.lastFetchedAt ? (
            <>
              <dt className="font-medium">{FEED_PAGE_TEXT.lastFetched}</dt>
              <dd>
                <LocalTime value={feed.lastFetchedAt} />
              </dd>
            </>
          ) : null}
          {feed.lastResult ? (
            <>
              <dt className="font-medium">{FEED_PAGE_TEXT.result}</dt>
              <dd>{FEED_PAGE_TEXT.resultText(feed.lastResult)}</dd>
            </>
          ) : null}
          {feed.nextFetchAt ? (
            <>
              <dt className="font-medium">{FEED_PAGE_TEXT.nextFetch}</dt>
              <dd>
                <LocalTime value={feed.nextFetchAt} />
              </dd>
            </>
          ) : null}
          {feed.lastError ? (
            <>
              <dt className="font-medium text-destructive">{FEED_PAGE_TEXT.lastError}</dt>
              <dd className="text-destructive">{feed.lastError}</dd>
            </>
          ) : null}
        </dl>
        <div className="mt-3 flex flex-wrap gap-2">
          <Form method="post">
            <input type="hidden" name="intent" value="refresh" />
            <input type="hidden" name="feedId" value={feed.id} />
            <Button type="submit" size="sm" variant="outline" aria-describedby={headingId}>
              {FEED_PAGE_TEXT.refresh}
            </Button>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="feedId" value={feed.id} />
            <Button type="submit" size="sm" variant="outline" aria-describedby={headingId}>
              {FEED_PAGE_TEXT.remove}
            </Button>
          </Form>
        </div>
      </Card>
    </li>
  );
}

function Feeds({
  feeds,
  error,
  feedsError,
}: {
  feeds: FeedView[];
  error?: string | undefined;
  feedsError?: string | undefined;
}) {
  const navigation = useNavigation();
  const subscribing = navigation.state === "submitting" && navigation.formData?.get("intent") === "subscribe";
  return (
    <>
      <Card>
        <CardContent className="pt-4 sm:pt-5">
          <CardTitle>{FEED_PAGE_TEXT.subscribeTitle}</CardTitle>
          <Form method="post" className="mt-3 flex flex-col gap-3">
            <input type="hidden" name="intent" value="subscribe" />
            <Field
              id="feed-url"
              label={FEED_PAGE_TEXT.linkLabel}
              name="url"
              type="text"
              inputMode="url"
              required
              autoComplete="off"
              spellCheck={false}
              error={error}
              hint={<p className="text-sm text-muted-foreground">{FEED_PAGE_TEXT.subscribeHint}</p>}
            />
            <Button type="submit" className="sm:self-start" disabled={subscribing}>
              {subscribing ? FEED_PAGE_TEXT.subscribing : FEED_PAGE_TEXT.subscribeButton}
            </Button>
          </Form>
        </CardContent>
      </Card>
      {feeds.length > 0 || feedsError ? (
        <section aria-labelledby="your-feeds" className="flex flex-col gap-3">
          <h2 id="your-feeds" className="text-xl font-semibold">
            {FEED_PAGE_TEXT.feedsTitle}
          </h2>
          <FormError message={feedsError} />
          <ul className="flex flex-col gap-3">
            {feeds.map((feed) => (
              <FeedCard key={feed.id} feed={feed} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

export default function GamesImport({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  // With JavaScript a file over the limit is stopped here, with the server's own words; the server
  // refuses it all the same.
  const [fileError, setFileError] = useState<string | undefined>();
  const checkFileSize = (event: FormEvent<HTMLFormElement>) => {
    const file = new FormData(event.currentTarget).get("file");
    const tooLarge = file instanceof File && file.size > IMPORT_LIMITS.maxBytes;
    setFileError(tooLarge ? IMPORT_TEXT.tooLarge : undefined);
    if (tooLarge) event.preventDefault();
  };
  const uploading = navigation.state === "submitting" && navigation.formData?.get("intent") === "upload";
  const counts = actionData && "counts" in actionData ? actionData.counts : null;
  const ignored = actionData && "ignored" in actionData ? actionData.ignored : [];
  const form = actionData && "form" in actionData ? actionData.form : undefined;
  const error = actionData && "error" in actionData && form === undefined ? actionData.error : undefined;
  const subscribeError = actionData && "error" in actionData && form === "subscribe" ? actionData.error : undefined;
  const feedsError = actionData && "error" in actionData && form === "feeds" ? actionData.error : undefined;
  const answerError = actionData && "error" in actionData && form === "answer" ? actionData.error : undefined;
  return (
    <Page title={IMPORT_TEXT.pageTitle} lead={IMPORT_TEXT.intro}>
      <div className="flex max-w-3xl flex-col gap-6">
        <Link to="/games" className="inline-flex min-h-11 items-center self-start font-medium text-primary underline">
          {GAME_TEXT.pageTitle}
        </Link>
        <Feeds feeds={loaderData.feeds} error={subscribeError} feedsError={feedsError} />
        <Card>
          <CardContent className="pt-4 sm:pt-5">
            <CardTitle>{IMPORT_TEXT.uploadTitle}</CardTitle>
            <Form
              method="post"
              encType="multipart/form-data"
              className="mt-3 flex flex-col gap-3"
              onSubmit={checkFileSize}
            >
              <input type="hidden" name="intent" value="upload" />
              <FormError message={fileError ?? error} />
              <div className="flex flex-col gap-1.5">
                <label htmlFor="import-file" className="text-sm font-medium">
                  {IMPORT_TEXT.fileLabel}
                </label>
                <input
                  id="import-file"
                  type="file"
                  name="file"
                  accept=".ics,text/calendar"
                  required
                  aria-describedby="import-file-hint"
                  className="min-h-11 text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-border file:bg-secondary file:px-3 file:text-secondary-foreground"
                />
                <p id="import-file-hint" className="text-sm text-muted-foreground">
                  {IMPORT_TEXT.uploadHint}
                </p>
              </div>
              <Button type="submit" className="sm:self-start" disabled={uploading}>
                {uploading ? IMPORT_TEXT.uploading : IMPORT_TEXT.uploadButton}
              </Button>
            </Form>
            {counts ? (
              <div role="status" className="mt-4 flex flex-col gap-1 rounded-md border border-border p-3">
                <p className="font-semibold">{IMPORT_TEXT.resultTitle}</p>
                {IMPORT_TEXT.outcome(counts).map((sentence) => (
                  <p key={sentence} className="text-sm">
                    {sentence}
                  </p>
                ))}
                {counts.clashes > 0 ? (
                  <p className="flex flex-wrap items-center gap-x-2 text-sm font-medium" data-testid="import-clashes">
                    <TriangleAlert className="size-4 shrink-0" aria-hidden />
                    {CLASH_TEXT.count(counts.clashes)}
                    <Link to="/games" className="inline-flex min-h-11 items-center underline">
                      {CLASH_TEXT.seeThem}
                    </Link>
                  </p>
                ) : null}
                {ignored.length > 0 ? (
                  <details className="text-sm">
                    <summary className="min-h-11 cursor-pointer content-center font-medium">
                      {IMPORT_TEXT.ignoredTitle}
                    </summary>
                    <ul className="list-disc pl-5">
                      {ignored.map((line, index) => (
                        // The same title and reason may repeat: the position keeps each line apart.
                        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
                        <li key={index}>{line}</li>
                      ))}
                      {counts.ignoredUnlisted > 0 ? <li>{IMPORT_TEXT.ignoredMore(counts.ignoredUnlisted)}</li> : null}
                    </ul>
                  </details>
                ) : null}
              </div>
            ) : null}
          </CardContent>
        </Card>
        <Remembered answers={loaderData.remembered} />
        {loaderData.venues.length > 0 ? (
          <section id="which-gym" aria-labelledby="which-gym-title" className="flex scroll-mt-20 flex-col gap-3">
            <h2 id="which-gym-title" className="text-xl font-semibold">
              {IMPORT_TEXT.whichGymTitle}
            </h2>
            <p className="text-sm text-muted-foreground">{IMPORT_TEXT.whichGymHint}</p>
            <FormError message={answerError} />
            <UseSchools count={loaderData.sureSchools} />
            {loaderData.venues.map((venue) => (
              <WhichGym key={venue.id} venue={venue} />
            ))}
          </section>
        ) : null}
      </div>
    </Page>
  );
}
