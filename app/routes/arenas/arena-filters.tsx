import { useEffect, useRef } from "react";
import { Form, Link, useLocation, useSubmit } from "react-router";
import { Button, buttonClasses } from "~/app/components/ui/button";
import { inputClasses } from "~/app/components/ui/field";
import { Search } from "~/app/components/ui/icons/search";
import { Select } from "~/app/components/ui/select";
import { BROWSE_TEXT } from "~/app/lib/browse-text";
import { SEARCH_MAX_LENGTH } from "~/core/arenas/search-limits";
import { US_STATE_CODES, US_STATES } from "~/core/geo/us-states";
import type { ArenaFilters } from "~/core/validation/arena-query";

const TYPING_DELAY_MS = 350;

type Option = { value: string; label: string };
const sameLabel = (value: string): Option => ({ value, label: value });
const STATE_OPTIONS: Option[] = US_STATE_CODES.map((code) => ({ value: code, label: US_STATES[code] }));

/**
 * A GET form: the filters live in the URL, so a filtered list can be shared and the back button
 * works. With JavaScript, changes apply as you go; without it, the Apply button submits.
 */
export function ArenaFilterForm({
  filters,
  conferences,
  levels,
  view = "list",
  stateError = null,
}: {
  filters: ArenaFilters;
  conferences: string[];
  levels: readonly string[];
  /** Kept through a search, so filtering the map stays on the map. */
  view?: "list" | "map";
  /** Why the state in the address was refused. */
  stateError?: string | null;
}) {
  const submit = useSubmit();
  const location = useLocation();
  const form = useRef<HTMLFormElement>(null);
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(typing.current), []);

  // The URL is the source of truth: Back, Forward and Reset change it, so bring the fields along
  // (but never overwrite the search box while someone is typing in it).
  const firstRender = useRef(true);
  useEffect(() => {
    // On hydration the fields already hold the server's values, or what was picked before hydration.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const fields = form.current?.elements;
    if (!fields) return;
    for (const [name, value] of Object.entries(filters)) {
      const field = fields.namedItem(name);
      if (field instanceof HTMLInputElement && field.type === "checkbox") {
        field.checked = value === "1";
      } else if (
        (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) &&
        field !== document.activeElement
      ) {
        field.value = value;
      }
    }
  }, [filters]);

  const apply = (replace: boolean) => {
    if (form.current) submit(form.current, { replace, preventScrollReset: true });
  };

  return (
    <Form
      ref={form}
      method="get"
      action={location.pathname}
      role="search"
      aria-label="Filter arenas"
      className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto]"
    >
      {view === "map" ? <input type="hidden" name="view" value="map" /> : null}
      <div className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-1">
        <label htmlFor="filter-search" className="text-sm font-medium">
          Search
        </label>
        <div className="relative">
          <Search className="pointer-events-none absolute left-3 top-3.5 size-4 text-muted-foreground" aria-hidden />
          <input
            id="filter-search"
            name="search"
            type="search"
            defaultValue={filters.search}
            maxLength={SEARCH_MAX_LENGTH}
            placeholder="Arena, school or city"
            className={`${inputClasses} pl-9`}
            onChange={() => {
              clearTimeout(typing.current);
              // Typing replaces the history entry; one entry per keystroke would make Back useless.
              typing.current = setTimeout(() => apply(true), TYPING_DELAY_MS);
            }}
          />
        </div>
      </div>
      <FilterSelect
        name="conference"
        label="Conference"
        allLabel="All conferences"
        value={filters.conference}
        options={conferences.map(sameLabel)}
        onChange={() => apply(false)}
      />
      <FilterSelect
        name="level"
        label="Level"
        allLabel="All levels"
        value={filters.level}
        options={levels.map(sameLabel)}
        onChange={() => apply(false)}
      />
      <FilterSelect
        name="state"
        label={BROWSE_TEXT.stateFilter}
        allLabel={BROWSE_TEXT.allStates}
        value={filters.state}
        options={STATE_OPTIONS}
        onChange={() => apply(false)}
        error={stateError}
      />
      <div className="flex items-end gap-2">
        <Button type="submit" variant="secondary">
          Apply
        </Button>
        <Link
          to={view === "map" ? `${location.pathname}?view=map` : location.pathname}
          className={buttonClasses("outline")}
          preventScrollReset
        >
          Reset Filters
        </Link>
      </div>
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium sm:col-span-2 lg:col-span-5">
        <input
          type="checkbox"
          name="arrival"
          value="1"
          defaultChecked={filters.arrival === "1"}
          onChange={() => apply(false)}
          className="size-5 accent-primary"
        />
        {BROWSE_TEXT.hasArrivalFilter}
      </label>
    </Form>
  );
}

function FilterSelect({
  name,
  label,
  allLabel,
  value,
  options,
  onChange,
  error = null,
}: {
  name: string;
  label: string;
  allLabel: string;
  value: string;
  options: readonly Option[];
  onChange: () => void;
  error?: string | null;
}) {
  const id = `filter-${name}`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Select
        id={id}
        name={name}
        defaultValue={value}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
