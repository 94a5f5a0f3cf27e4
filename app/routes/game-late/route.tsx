import { Form, Link } from "react-router";
import { Page } from "~/app/components/page";
import { Button, ButtonLink, buttonClasses } from "~/app/components/ui/button";
import { Card } from "~/app/components/ui/card";
import { FormError } from "~/app/components/ui/field";
import { toast } from "~/app/lib/lazy-toast";
import { useHydrated } from "~/app/lib/use-hydrated";
import { CONTACT_TEXT } from "~/core/contacts/messages";
import { LATE_MINUTES, LATE_TEXT } from "~/core/games/late-text";
import type { Route } from "./+types/route";

export { loader } from "./page.server";

const T = LATE_TEXT;

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const name = loaderData?.arenaName;
  return [{ title: `${name ? T.actionLabel(name) : T.title} · Tipoff` }, { name: "robots", content: "noindex" }];
}

/** Share and Copy: the browser's share sheet where it has one; both need JavaScript, the links do not. */
function ShareMessage({ message, subject }: { message: string; subject: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const canShare = typeof navigator.share === "function";
  return (
    <div className="flex flex-wrap gap-2">
      {canShare ? (
        <Button
          type="button"
          variant="outline"
          onClick={() => navigator.share({ title: subject, text: message }).catch(() => undefined)}
        >
          {T.share}
        </Button>
      ) : null}
      <Button
        type="button"
        variant="outline"
        onClick={async () => {
          await navigator.clipboard.writeText(message);
          toast.success(T.copied);
        }}
      >
        {T.copy}
      </Button>
    </div>
  );
}

export default function GameLate({ loaderData }: Route.ComponentProps) {
  const { gameId, arenaName, late, error } = loaderData;
  return (
    <Page title={arenaName ? T.actionLabel(arenaName) : T.title}>
      <div className="flex flex-col gap-6 lg:max-w-2xl">
        <Form method="get" className="flex flex-col gap-3" aria-labelledby="late-how">
          <FormError message={error} />
          <fieldset className="flex flex-col gap-3">
            <legend id="late-how" className="text-base font-semibold">
              {T.howLate}
            </legend>
            <div className="flex flex-wrap gap-2">
              {LATE_MINUTES.map((minutes) => (
                <label
                  key={minutes}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-border px-4 has-[:checked]:border-primary has-[:checked]:bg-primary/10"
                >
                  <input
                    type="radio"
                    name="minutes"
                    value={minutes}
                    defaultChecked={late ? late.minutes === minutes : minutes === 15}
                    className="size-4 accent-primary"
                  />
                  {T.choice(minutes)}
                </label>
              ))}
            </div>
          </fieldset>
          <Button type="submit" className="self-start">
            {T.show}
          </Button>
        </Form>
        {late ? (
          <Card className="flex flex-col gap-4 p-4 sm:p-5" data-testid="late-message">
            <p className="text-lg font-semibold">{late.message}</p>
            <h2 className="text-base font-semibold">{T.sendTo}</h2>
            {late.links.length > 0 ? (
              <ul className="flex flex-wrap gap-2">
                {late.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} className={buttonClasses("primary", "sm")}>
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-muted-foreground">{T.noContacts}</p>
            )}
            <ShareMessage message={late.message} subject={T.subject(late.arenaName)} />
            {late.recipients.some((recipient) => !recipient.phone && !recipient.email) ? (
              <ul className="flex flex-col gap-1 text-sm text-muted-foreground">
                {late.recipients
                  .filter((recipient) => !recipient.phone && !recipient.email)
                  .map((recipient) => (
                    <li key={recipient.name}>
                      {T.noNumber(recipient.name)} ·{" "}
                      <Link to={`/contacts?${new URLSearchParams({ name: recipient.name })}`} className="underline">
                        {CONTACT_TEXT.addFor(recipient.name)}
                      </Link>
                    </li>
                  ))}
              </ul>
            ) : null}
            <ButtonLink to="/contacts" variant="outline" size="sm" className="self-start">
              {CONTACT_TEXT.manage}
            </ButtonLink>
          </Card>
        ) : null}
        <Link to={`/games#game-${gameId}`} className="underline">
          {T.backToGames}
        </Link>
      </div>
    </Page>
  );
}
