import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/app/components/ui/button";
import { Field, FormError, TextareaField } from "~/app/components/ui/field";
import { CircleCheck } from "~/app/components/ui/icons/circle-check";
import type { ArrivalFormValues } from "~/app/lib/arrival-form";
import { toast } from "~/app/lib/lazy-toast";
import {
  ARRIVAL_FORM_TEXT,
  ARRIVAL_LABELS,
  ARRIVAL_TEXT_FIELDS,
  type ArrivalField,
  type ArrivalTextField,
  PINS,
} from "~/core/arenas/arrival-text";
import type { Coordinates } from "~/core/geo/distance";
import { ARRIVAL_FORM_PAGE_TEXT } from "~/core/knowledge/messages";
import { ArrivalPins } from "./arrival-pins";

export type ArrivalFormErrors = Partial<Record<ArrivalField, string[]>>;

/** What a refused answer returns: the message, each field's, the input as typed and the version to save at. */
export type ArrivalActionData = {
  error: string;
  values?: ArrivalFormValues;
  fieldErrors?: ArrivalFormErrors;
  version?: string;
};

function ArrivalText({
  field,
  values,
  errors,
  hint,
}: {
  field: ArrivalTextField;
  values: ArrivalFormValues;
  errors: ArrivalFormErrors;
  hint?: string;
}) {
  const { label, max } = ARRIVAL_TEXT_FIELDS[field];
  return (
    <TextareaField
      label={label}
      name={field}
      defaultValue={values[field]}
      error={errors[field]?.[0]}
      hint={hint}
      maxLength={max}
      rows={2}
      // Short fields: two lines to start with, as tall as the text once typed (the kit's default is taller).
      className="min-h-18! field-sizing-content"
    />
  );
}

/** The first field a refused answer names: it gets the focus. */
function focusFirstError(form: HTMLFormElement, errors: ArrivalFormErrors) {
  for (const name of Object.keys(errors)) {
    const element = form.elements.namedItem(name);
    if (element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && element.type !== "hidden")) {
      element.focus();
      return true;
    }
  }
  return false;
}

/** Beside the pins: the dressing room, whom to report to, and how early to come. */
function MoreDetails({ shown, errors }: { shown: ArrivalFormValues; errors: ArrivalFormErrors }) {
  return (
    <div className="flex flex-col gap-4">
      <ArrivalText field="dressingRoom" values={shown} errors={errors} hint={ARRIVAL_TEXT_FIELDS.dressingRoom.hint} />
      <Field
        label={ARRIVAL_TEXT_FIELDS.reportTo.label}
        name="reportTo"
        defaultValue={shown.reportTo}
        error={errors.reportTo?.[0]}
        maxLength={ARRIVAL_TEXT_FIELDS.reportTo.max}
        autoComplete="off"
      />
      <Field
        label={ARRIVAL_LABELS.arrivalMinutes}
        name="arrivalMinutes"
        defaultValue={shown.arrivalMinutes}
        error={errors.arrivalMinutes?.[0]}
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
        hint={<p className="text-sm text-muted-foreground">{ARRIVAL_FORM_TEXT.minutesHint}</p>}
      />
    </div>
  );
}

/** Send, "All still right" (a published arena with everything known) and Not now. */
function ArrivalActions({
  canConfirm,
  busyIntent,
}: {
  canConfirm: boolean;
  busyIntent: FormDataEntryValue | null | undefined;
}) {
  return (
    <>
      {canConfirm ? (
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
          {ARRIVAL_FORM_PAGE_TEXT.allStillRightHint}
        </p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button
          type="submit"
          name="intent"
          value="send"
          size="lg"
          disabled={busyIntent != null}
          className="w-full sm:w-auto"
        >
          {busyIntent === "send" ? ARRIVAL_FORM_PAGE_TEXT.sending : ARRIVAL_FORM_PAGE_TEXT.send}
        </Button>
        {canConfirm ? (
          <Button
            type="submit"
            name="intent"
            value="confirm"
            variant="outline"
            size="lg"
            disabled={busyIntent != null}
            className="w-full sm:w-auto"
          >
            {ARRIVAL_FORM_PAGE_TEXT.allStillRight}
          </Button>
        ) : null}
        <Button
          type="submit"
          name="intent"
          value="dismiss"
          variant="ghost"
          size="lg"
          disabled={busyIntent != null}
          className="w-full sm:w-auto"
        >
          {ARRIVAL_FORM_PAGE_TEXT.notNow}
        </Button>
      </div>
    </>
  );
}

/**
 * The one-screen arrival form: the entrance and the parking first, their pins on the arena's map,
 * then the dressing room, whom to report to and how early to come. A real POST: without
 * JavaScript every field works and the saved pins go back unchanged.
 */
export function ArrivalForm({
  values,
  version,
  arena,
  canConfirm,
  actionData,
}: {
  values: ArrivalFormValues;
  version: string;
  arena: { name: string; coordinates: Coordinates | null };
  /** Everything is known on a published arena: "All still right" confirms it. */
  canConfirm: boolean;
  actionData: ArrivalActionData | undefined;
}) {
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const busyIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const errors = actionData?.fieldErrors ?? {};
  const shown = actionData?.values ?? values;
  const pinError = [PINS.entrance.latitude, PINS.entrance.longitude, PINS.parking.latitude, PINS.parking.longitude]
    .map((field) => errors[field]?.[0])
    .find(Boolean);

  useEffect(() => {
    if (!actionData) return;
    toast.error(actionData.error);
    const form = formRef.current;
    if (!form || !focusFirstError(form, actionData.fieldErrors ?? {})) messageRef.current?.focus();
  }, [actionData]);

  return (
    <Form ref={formRef} method="post" noValidate className="flex max-w-5xl flex-col gap-5">
      <input type="hidden" name="updatedAt" value={actionData?.version ?? version} />
      <div ref={messageRef} tabIndex={-1} className="scroll-mt-24 outline-none empty:hidden">
        <FormError message={actionData?.error} />
      </div>
      <div className="grid gap-5 lg:grid-cols-2 lg:grid-rows-[auto_1fr] lg:gap-x-8">
        <div className="flex flex-col gap-4">
          <ArrivalText field="officialsEntrance" values={shown} errors={errors} />
          <ArrivalText field="officialsParking" values={shown} errors={errors} />
        </div>
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <ArrivalPins values={shown} arena={arena.coordinates} arenaName={arena.name} error={pinError} />
        </div>
        <MoreDetails shown={shown} errors={errors} />
      </div>
      <ArrivalActions canConfirm={canConfirm} busyIntent={busyIntent} />
    </Form>
  );
}
