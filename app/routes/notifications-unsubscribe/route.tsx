import { Form, useNavigation } from "react-router";
import { Page } from "~/app/components/page";
import { Button } from "~/app/components/ui/button";
import { Card, CardContent } from "~/app/components/ui/card";
import { NOTICE_EMAIL_TEXT as TEXT } from "~/core/notifications/messages";
import type { Route } from "./+types/route";

export { action, loader } from "./page.server";

// The link in every notification e-mail: no sign-in, the signed token is the key. A visit only
// asks (link scanners follow links); the button, or a mail app's one-click POST (RFC 8058), stops
// the e-mails.

export function meta(): Route.MetaDescriptors {
  return [{ title: `${TEXT.pageTitle} · Tipoff` }, { name: "robots", content: "noindex" }];
}

export default function NotificationsUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData?.state ?? loaderData.state;
  const stopping = useNavigation().state === "submitting";
  return (
    <Page title={TEXT.pageTitle}>
      <Card className="max-w-xl">
        <CardContent className="flex flex-col gap-4 pt-6">
          {state === "ask" ? (
            <>
              <p className="font-medium">{TEXT.question}</p>
              <p className="text-sm text-muted-foreground">{TEXT.explain}</p>
              <Form method="post" className="flex">
                <input type="hidden" name="token" value={loaderData.token} />
                <Button type="submit" disabled={stopping}>
                  {stopping ? TEXT.stopping : TEXT.confirm}
                </Button>
              </Form>
            </>
          ) : (
            <p role="status" className="font-medium">
              {state === "done" ? TEXT.done : TEXT.invalid}
            </p>
          )}
        </CardContent>
      </Card>
    </Page>
  );
}
