import { Form, Link, useFetcher, useNavigation } from "react-router";
import { Page } from "~/app/components/page";
import { Button, buttonClasses } from "~/app/components/ui/button";
import { Card } from "~/app/components/ui/card";
import { Field, FieldGroup, FormError, inputClasses } from "~/app/components/ui/field";
import { CalendarPlus } from "~/app/components/ui/icons/calendar-plus";
import { Check } from "~/app/components/ui/icons/check";
import { ExternalLink } from "~/app/components/ui/icons/external-link";
import { Trash2 } from "~/app/components/ui/icons/trash-2";
import { AVAILABILITY_LIMITS } from "~/core/availability/limits";
import { AVAILABILITY_TEXT } from "~/core/availability/messages";
import type { Route } from "./+types/route";
import type { BusyItem } from "./page.server";

export { forwardActionHeaders as headers } from "~/app/lib/route-headers";
export { action, loader } from "./page.server";

const T = AVAILABILITY_TEXT;

export function meta(): Route.MetaDescriptors {
  return [{ title: `${T.title} · Tipoff` }, { name: "robots", content: "noindex" }];
}

type ActionData = {
  intent?: string;
  error?: string;
  values?: Record<string, string>;
  fieldErrors?: Record<string, string[] | undefined>;
};

/**
 * "Entered in RefTown": a toggle that posts the tick. Without JavaScript it is a plain form post and
 * the page comes back; with it the button shows the new state at once.
 */
function EnteredToggle({ start, platform }: { start: string; platform: BusyItem["platforms"][number] }) {
  const fetcher = useFetcher<ActionData>();
  const pending = fetcher.formData?.get("entered");
  const entered = typeof pending === "string" ? pending === "true" : platform.entered;
  return (
    <li className="flex flex-col gap-1">
      <fetcher.Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="entered" />
        <input type="hidden" name="start" value={start} />
        <input type="hidden" name="platform" value={platform.name} />
        <input type="hidden" name="entered" value={entered ? "false" : "true"} />
        <Button type="submit" variant={entered ? "secondary" : "outline"} size="sm" aria-pressed={entered}>
          <Check className={entered ? "size-4" : "size-4 opacity-0"} aria-hidden />
          {T.enteredIn(platform.name)}
        </Button>
      </fetcher.Form>
      {fetcher.data?.error ? <FormError message={fetcher.data.error} /> : null}
    </li>
  );
}

/** The person's calendars, each with the site's help on blocking time there where it is public. */
function Calendars({ calendars }: { calendars: Route.ComponentProps["loaderData"]["calendars"] }) {
  if (calendars.length === 0) {
    return (
      <p className="flex flex-col gap-1" data-testid="availability-no-calendars">
        {T.noCalendars}
        <Link to="/games/import" className="inline-flex min-h-11 items-center font-medium text-primary underline">
          {T.importLink}
        </Link>
      </p>
    );
  }
  return (
    <section aria-labelledby="calendars-title" className="flex flex-col gap-1">
      <h2 id="calendars-title" className="text-sm font-medium">
        {T.calendarsTitle}
      </h2>
      <ul className="flex flex-col">
        {calendars.map((calendar) => (
          <li key={calendar.name} className="flex min-h-11 flex-wrap items-center gap-x-2">
            <span className="font-medium">{calendar.name}</span>
            {calendar.howTo ? (
              <a
                href={calendar.howTo}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center gap-1 text-sm text-primary underline"
              >
                {T.howTo(calendar.name)}
                <ExternalLink className="size-3.5" aria-hidden />
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function BusyCard({ busy }: { busy: BusyItem }) {
  return (
    <Card className="flex flex-col gap-2 p-4" data-testid="busy">
      <div>
        <p className="font-semibold">{busy.when}</p>
        <p className="text-sm text-muted-foreground">{busy.label}</p>
      </div>
      {busy.platforms.length === 0 ? (
        <p className="text-sm">{T.nothingToEnter}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={T.enterIn}>
          {busy.platforms.map((platform) => (
            <EnteredToggle key={platform.name} start={busy.start} platform={platform} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function BlockForm({ answer, today }: { answer: ActionData | undefined; today: string }) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "block-add";
  const mine = answer?.intent === "block-add" ? answer : undefined;
  const typed = mine?.values ?? {};
  const error = (...fields: string[]) => fields.map((field) => mine?.fieldErrors?.[field]?.[0]).find(Boolean);
  return (
    <FieldGroup id="block-form" title={T.blockTitle} description={T.blockHint}>
      <Form method="post" className="flex flex-col gap-4" noValidate>
        <input type="hidden" name="intent" value="block-add" />
        <FormError message={mine?.error} />
        <div className="grid grid-cols-2 gap-3">
          <Field
            label={T.startDateLabel}
            name="startDate"
            type="date"
            required
            min={today}
            defaultValue={typed.startDate}
            error={error("startDate", "start")}
          />
          <Field
            label={T.startTimeLabel}
            name="startTime"
            type="time"
            defaultValue={typed.startTime}
            error={error("startTime")}
          />
          <Field
            label={T.endDateLabel}
            name="endDate"
            type="date"
            min={today}
            defaultValue={typed.endDate}
            error={error("endDate", "end")}
          />
          <Field
            label={T.endTimeLabel}
            name="endTime"
            type="time"
            defaultValue={typed.endTime}
            error={error("endTime")}
          />
        </div>
        <Field
          label={T.labelLabel}
          name="label"
          maxLength={AVAILABILITY_LIMITS.labelMax}
          defaultValue={typed.label}
          autoComplete="off"
          error={error("label")}
          hint={<p className="text-sm text-muted-foreground">{T.labelHint}</p>}
        />
        <Button type="submit" className="self-start" disabled={saving}>
          {saving ? T.saving : T.save}
        </Button>
      </Form>
    </FieldGroup>
  );
}

function BusyFeed({ feed }: { feed: Route.ComponentProps["loaderData"]["feed"] }) {
  return (
    <FieldGroup id="busy-feed" title={T.feedTitle} description={T.feedHint}>
      {feed ? (
        <>
          <a href={feed.webcal} className={buttonClasses("primary", "md", "self-start")}>
            <CalendarPlus className="size-4" aria-hidden />
            {T.subscribe}
          </a>
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            {T.feedUrlLabel}
            <input readOnly value={feed.https} className={inputClasses} data-testid="busy-feed-url" />
          </label>
          <Form method="post">
            <input type="hidden" name="intent" value="feed-revoke" />
            <Button type="submit" variant="outline">
              {T.feedRevoke}
            </Button>
          </Form>
        </>
      ) : (
        <Form method="post" className="flex flex-col gap-2">
          <p className="text-sm">{T.feedNone}</p>
          <input type="hidden" name="intent" value="feed-create" />
          <Button type="submit" className="self-start">
            {T.feedCreate}
          </Button>
        </Form>
      )}
    </FieldGroup>
  );
}

export default function Availability({ loaderData, actionData }: Route.ComponentProps) {
  const { clock, calendars, weeks, blocks, feed, today } = loaderData;
  const answer = actionData as ActionData | undefined;
  return (
    <Page title={T.title} lead={T.description}>
      <div className="flex flex-col gap-6 lg:max-w-3xl">
        <p className="text-sm text-muted-foreground" data-testid="availability-clock">
          {clock}
        </p>
        <Calendars calendars={calendars} />
        {answer?.error && answer.intent !== "block-add" ? <FormError message={answer.error} /> : null}
        {weeks.map((week) => (
          <section key={week.monday} aria-labelledby={`week-${week.monday}`} className="flex flex-col gap-3">
            <h2 id={`week-${week.monday}`} className="text-lg font-semibold">
              {week.title}
            </h2>
            {week.busy.length === 0 ? (
              <p className="text-sm text-muted-foreground">{T.nothingThisWeek}</p>
            ) : (
              <ul className="flex flex-col gap-3">
                {week.busy.map((busy) => (
                  <li key={busy.start}>
                    <BusyCard busy={busy} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
        <BlockForm answer={answer} today={today} />
        <section aria-labelledby="blocks-title" className="flex flex-col gap-3">
          <h2 id="blocks-title" className="text-lg font-semibold">
            {T.blocksTitle}
          </h2>
          {blocks.length === 0 ? (
            <p className="text-sm text-muted-foreground">{T.noBlocks}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {blocks.map((block) => (
                <li key={block.id}>
                  <Card className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="block">
                    <div>
                      <p className="font-semibold">{block.when}</p>
                      <p className="text-sm text-muted-foreground">{block.label}</p>
                    </div>
                    <Form method="post">
                      <input type="hidden" name="intent" value="block-remove" />
                      <input type="hidden" name="id" value={block.id} />
                      <Button
                        type="submit"
                        variant="outline"
                        size="sm"
                        aria-label={T.removeLabel(block.label, block.when)}
                      >
                        <Trash2 className="size-4" aria-hidden />
                        {T.remove}
                      </Button>
                    </Form>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </section>
        <BusyFeed feed={feed} />
      </div>
    </Page>
  );
}
