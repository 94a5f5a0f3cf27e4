import { Form, useNavigation } from "react-router";
import { Button } from "~/app/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/app/components/ui/card";
import { Field, FormError } from "~/app/components/ui/field";
import type { FeeSource } from "~/core/domain";
import { PAY_LIMITS } from "~/core/pay/pay-limits";
import { PAY_TEXT } from "~/core/pay/pay-text";

const T = PAY_TEXT;

/** What the pay form shows: the game's pay as typed text, and where its fee came from. */
export type GamePayView = { fee: string; travel: string; payer: string; paidOn: string; feeSource: FeeSource | null };

export type GamePayActionData = { intent: "game-pay"; error: string; values: Omit<GamePayView, "feeSource"> };

const hint = (text: string) => <p className="text-sm text-muted-foreground">{text}</p>;

/** A game's own pay: its fee (typed, it stays), travel pay, its payer and the day it was paid. */
export function GamePayForm({ pay, actionData }: { pay: GamePayView; actionData?: GamePayActionData }) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "game-pay";
  const values = actionData?.values ?? pay;
  return (
    <Card className="mt-8 max-w-2xl">
      <CardHeader>
        <CardTitle id="game-pay-title">{T.gamePayTitle}</CardTitle>
        {pay.feeSource ? <p className="text-sm text-muted-foreground">{T.feeSources[pay.feeSource]}</p> : null}
      </CardHeader>
      <CardContent>
        <Form method="post" className="flex flex-col gap-4" noValidate aria-labelledby="game-pay-title">
          <input type="hidden" name="intent" value="game-pay" />
          <input type="hidden" name="feeShown" value={pay.fee} />
          <FormError message={actionData?.error} />
          <Field label={T.feeLabel} name="fee" inputMode="decimal" defaultValue={values.fee} hint={hint(T.feeHint)} />
          <Field label={T.travelLabel} name="travel" inputMode="decimal" defaultValue={values.travel} />
          <Field
            label={T.payerLabel}
            name="payer"
            defaultValue={values.payer}
            maxLength={PAY_LIMITS.payerMax}
            hint={hint(T.payerHint)}
          />
          <Field
            label={T.paidOnGameLabel}
            name="paidOn"
            type="date"
            defaultValue={values.paidOn}
            hint={hint(T.paidOnHint)}
          />
          <Button type="submit" className="self-start" disabled={saving}>
            {saving ? T.savingPay : T.savePay}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
