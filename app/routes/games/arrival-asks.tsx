import { Form, useNavigation } from "react-router";
import { Button, ButtonLink } from "~/app/components/ui/button";
import { Card } from "~/app/components/ui/card";
import { DoorOpen } from "~/app/components/ui/icons/door-open";
import { type ArrivalAskView, DISMISS_ASK_INTENT } from "~/app/lib/arrival-asks";
import { ARRIVAL_ASK_TEXT, arrivalQuestion } from "~/core/knowledge/messages";
import { REPORT_TEXT } from "~/core/reports/messages";

/**
 * My Games' questions after recent games: "How was the arrival at Hinkle Fieldhouse?", the link to
 * the one-screen form and Not now (a form post, so it works without JavaScript).
 */
export function ArrivalAsks({ asks }: { asks: readonly ArrivalAskView[] }) {
  const navigation = useNavigation();
  if (asks.length === 0) return null;
  return (
    <section aria-label={ARRIVAL_ASK_TEXT.sectionLabel} className="flex flex-col gap-3">
      {asks.map((ask) => {
        const dismissing =
          navigation.state === "submitting" &&
          navigation.formData?.get("intent") === DISMISS_ASK_INTENT &&
          navigation.formData.get("gameId") === ask.gameId;
        return (
          <Card key={ask.gameId} className="border-primary/50 p-4 sm:p-5" data-testid="arrival-ask">
            <div className="flex items-start gap-3">
              <DoorOpen className="mt-1 size-5 shrink-0 text-primary" aria-hidden />
              <div className="flex min-w-0 flex-col gap-1">
                <h2 id={`ask-${ask.gameId}`} className="text-lg font-semibold leading-tight">
                  {arrivalQuestion(ask.arenaName)}
                </h2>
                <p className="text-sm">{ask.game}</p>
                <p className="text-sm text-muted-foreground">{ask.missing}</p>
              </div>
            </div>
            <div className="mt-3 flex flex-wrap items-center gap-2">
              <ButtonLink to={ask.formPath} size="sm" aria-describedby={`ask-${ask.gameId}`}>
                {ARRIVAL_ASK_TEXT.answer}
              </ButtonLink>
              <Form method="post">
                <input type="hidden" name="intent" value={DISMISS_ASK_INTENT} />
                <input type="hidden" name="gameId" value={ask.gameId} />
                <Button
                  type="submit"
                  variant="ghost"
                  size="sm"
                  disabled={dismissing}
                  aria-describedby={`ask-${ask.gameId}`}
                >
                  {ARRIVAL_ASK_TEXT.notNow}
                </Button>
              </Form>
              <ButtonLink to={`/games/${ask.gameId}/report`} variant="outline" size="sm">
                {REPORT_TEXT.ask}
              </ButtonLink>
            </div>
          </Card>
        );
      })}
    </section>
  );
}
