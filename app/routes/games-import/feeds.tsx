import { Form, useNavigation } from "react-router";
import { LocalTime } from "~/app/components/admin/local-time";
import { Button } from "~/app/components/ui/button";
import { Card, CardContent, CardTitle } from "~/app/components/ui/card";
import { Field, FormError } from "~/app/components/ui/field";
import { FEED_PAGE_TEXT } from "~/core/feeds/messages";
import type { Route } from "./+types/route";

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

export function Feeds({
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
