import { useEffect, useRef } from "react";
import { requestLimit } from "~/app/lib/request-limit";
import type { SchoolPlace } from "~/core/schools/school";

const DATALIST_ID = "school-suggestions";
const TYPING_DELAY_MS = 300;
const MIN_QUERY_LENGTH = 3;
/** The fields a chosen school fills, and what each takes from it. */
const FILLS: Record<string, (school: SchoolPlace) => string> = {
  address: (school) => school.address,
  city: (school) => school.city,
  state: (school) => school.state,
  zipCode: (school) => school.zipCode,
  latitude: (school) => (school.coordinates ? String(school.coordinates.latitude) : ""),
  longitude: (school) => (school.coordinates ? String(school.coordinates.longitude) : ""),
  level: (school) => school.level ?? "",
};

/**
 * Schools as you type in the arena form's School field (a datalist from the schools index); picking
 * one fills the address fields the person has not typed in themselves. Without JavaScript the
 * field is a plain text input.
 */
export function SchoolSuggestions() {
  const list = useRef<HTMLDataListElement>(null);

  useEffect(() => {
    const form = list.current?.closest("form");
    const school = form?.elements.namedItem("school");
    if (!form || !(school instanceof HTMLInputElement)) return;
    school.setAttribute("list", DATALIST_ID);
    // A field holding a value already (the person's, after a failed send) is theirs; so is one they type in.
    const ownEdits = new Set(
      Object.keys(FILLS).filter((name) => {
        const field = form.elements.namedItem(name);
        return (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) && field.value !== "";
      }),
    );
    let found: SchoolPlace[] = [];
    let typing: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;

    const fill = (chosen: SchoolPlace) => {
      for (const [name, fromSchool] of Object.entries(FILLS)) {
        const field = form.elements.namedItem(name);
        const value = fromSchool(chosen);
        if (ownEdits.has(name) || value === "") continue;
        if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) field.value = value;
      }
    };
    const suggest = async (query: string) => {
      controller?.abort();
      controller = new AbortController();
      const response = await fetch(`/api/places?${new URLSearchParams({ source: "schools", q: query })}`, {
        signal: requestLimit(controller.signal),
      });
      if (!response.ok) return;
      found = ((await response.json()) as { places: SchoolPlace[] }).places;
      list.current?.replaceChildren(
        ...found.map((place) => {
          const option = document.createElement("option");
          option.value = place.name;
          option.label = `${place.city}, ${place.state}`;
          return option;
        }),
      );
    };
    const onInput = (event: Event) => {
      const target = event.target;
      if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement)) return;
      if (target !== school) {
        if (target.name in FILLS) ownEdits.add(target.name);
        return;
      }
      const chosen = found.find((place) => place.name === school.value);
      if (chosen) {
        fill(chosen);
        return;
      }
      clearTimeout(typing);
      const query = school.value.trim();
      if (query.length < MIN_QUERY_LENGTH) return;
      typing = setTimeout(() => {
        suggest(query).catch(() => {
          // No suggestions (offline, aborted by the next keystroke): the field still takes any text.
        });
      }, TYPING_DELAY_MS);
    };
    form.addEventListener("input", onInput);
    form.addEventListener("change", onInput);
    return () => {
      form.removeEventListener("input", onInput);
      form.removeEventListener("change", onInput);
      clearTimeout(typing);
      controller?.abort();
    };
  }, []);

  return <datalist id={DATALIST_ID} ref={list} />;
}
