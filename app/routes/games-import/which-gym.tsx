import { Form, Link, useNavigation } from "react-router";
import { Button, ButtonLink, buttonClasses } from "~/app/components/ui/button";
import { Card } from "~/app/components/ui/card";
import { inputClasses } from "~/app/components/ui/field";
import { IMPORT_TEXT, QUICK_GYM_TEXT } from "~/core/imports/messages";
import type { Route } from "./+types/route";

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

export function WhichGym({ venue }: { venue: WaitingVenueView }) {
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
      {venue.lookupUnavailable ? <p className="mt-1 text-sm">{IMPORT_TEXT.lookupUnavailable}</p> : null}
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
