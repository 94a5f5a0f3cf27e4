import { Form, useNavigation } from "react-router";
import { GameError } from "~/app/components/games/game-error";
import { Page } from "~/app/components/page";
import { Button, ButtonLink } from "~/app/components/ui/button";
import { Card } from "~/app/components/ui/card";
import { Field, FormError } from "~/app/components/ui/field";
import { WAITING_TEXT } from "~/core/games/waiting-text";
import type { Route } from "./+types/route";

export { forwardActionHeaders as headers } from "~/app/lib/route-headers";
export { action, loader } from "./page.server";

export function meta(): Route.MetaDescriptors {
  return [{ title: `${WAITING_TEXT.pageTitle} · Tipoff` }, { name: "robots", content: "noindex" }];
}

export default function GameArena({ loaderData, actionData }: Route.ComponentProps) {
  const { lostArena, search, matches, submitPath } = loaderData;
  const navigation = useNavigation();
  const choosing = navigation.state === "submitting" ? navigation.formData?.get("arenaId") : null;
  return (
    <Page title={WAITING_TEXT.pageTitle} lead={WAITING_TEXT.lead(lostArena)}>
      <div className="flex max-w-2xl flex-col gap-4">
        <Form method="get" className="flex flex-wrap items-end gap-2">
          <Field
            label={WAITING_TEXT.searchLabel}
            name="q"
            type="search"
            defaultValue={search}
            className="min-w-0 flex-1 basis-56"
          />
          <Button type="submit" variant="outline">
            {WAITING_TEXT.searchButton}
          </Button>
        </Form>
        <FormError message={actionData?.error} />
        {matches.length === 0 ? <p className="text-sm">{WAITING_TEXT.noMatches}</p> : null}
        <ul className="flex flex-col gap-2">
          {matches.map((arena) => (
            <li key={arena.id}>
              <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div>
                  <p className="font-semibold">{arena.name}</p>
                  <p className="text-sm text-muted-foreground">{arena.place}</p>
                </div>
                <Form method="post">
                  <input type="hidden" name="arenaId" value={arena.id} />
                  <Button
                    type="submit"
                    size="sm"
                    disabled={choosing === arena.id}
                    aria-label={`${WAITING_TEXT.chooseButton}: ${arena.name}`}
                  >
                    {choosing === arena.id ? WAITING_TEXT.choosing : WAITING_TEXT.chooseButton}
                  </Button>
                </Form>
              </Card>
            </li>
          ))}
        </ul>
        <ButtonLink to={submitPath} variant="outline" className="self-start">
          {WAITING_TEXT.addGym}
        </ButtonLink>
      </div>
    </Page>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GameError error={error} />;
}
