import { type FormEvent, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Page } from "~/app/components/page";
import { Button } from "~/app/components/ui/button";
import { Card, CardContent, CardTitle } from "~/app/components/ui/card";
import { FormError } from "~/app/components/ui/field";
import { TriangleAlert } from "~/app/components/ui/icons/triangle-alert";
import { CLASH_TEXT } from "~/core/games/clash-text";
import { GAME_TEXT } from "~/core/games/messages";
import { IMPORT_LIMITS } from "~/core/imports/limits";
import { IMPORT_TEXT } from "~/core/imports/messages";
import type { Route } from "./+types/route";
import { Feeds } from "./feeds";
import { Remembered, UseSchools } from "./remembered";
import { WhichGym } from "./which-gym";

export { forwardActionHeaders as headers } from "~/app/lib/route-headers";
export { action, loader } from "./page.server";

export function meta(): Route.MetaDescriptors {
  return [{ title: `${IMPORT_TEXT.pageTitle} · Tipoff` }, { name: "robots", content: "noindex" }];
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
