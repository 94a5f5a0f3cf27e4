import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { GEOCODE_INTENT, type GeocodeActionData } from "~/app/lib/arena-form";
import { toast } from "~/app/lib/lazy-toast";
import { ARENA_TEXT } from "~/core/arenas/messages";

const ADDRESS_FIELDS = ["address", "city", "state", "zipCode"] as const;

function setInput(form: HTMLFormElement, name: string, value: string) {
  const input = form.elements.namedItem(name);
  if (input instanceof HTMLInputElement) input.value = value;
}

/**
 * With JavaScript, missing coordinates are converted before the form is sent:
 * 'Converting address to coordinates...', then the success toast and the coordinates filled in
 * and the form submitted, or the failure message with everything typed still in place. The
 * route action does the conversion; without JavaScript the submit itself converts.
 */
export function useConvertAddress({ onFailure }: { onFailure: (message: string) => void }) {
  const fetcher = useFetcher<GeocodeActionData>();
  const pending = useRef<{ form: HTMLFormElement; submitter: HTMLElement | null; toastId: string | number } | null>(
    null,
  );

  useEffect(() => {
    const request = pending.current;
    if (!request || fetcher.state !== "idle" || !fetcher.data) return;
    pending.current = null;
    const answer = fetcher.data;
    if ("error" in answer) {
      toast.error(answer.error, { id: request.toastId });
      onFailure(answer.error);
      return;
    }
    toast.success(ARENA_TEXT.geocoded, { id: request.toastId });
    setInput(request.form, "latitude", String(answer.coordinates.latitude));
    setInput(request.form, "longitude", String(answer.coordinates.longitude));
    // Runs the form's own submit handler again, now with coordinates: validated, counted, sent.
    // The same button submits, so its name and value ("No, submit a new arena") are sent too.
    request.form.requestSubmit(request.submitter);
  }, [fetcher.state, fetcher.data, onFailure]);

  function convert(form: HTMLFormElement, submitter: HTMLElement | null = null) {
    const data = new FormData(form);
    const body: Record<string, string> = { intent: GEOCODE_INTENT };
    for (const field of ADDRESS_FIELDS) body[field] = String(data.get(field) ?? "");
    pending.current = { form, submitter, toastId: toast.loading(ARENA_TEXT.geocoding) };
    void fetcher.submit(body, { method: "post" });
  }

  return { convert, converting: fetcher.state !== "idle" };
}
