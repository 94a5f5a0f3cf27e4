import type { ReactNode } from "react";
import { Field, FieldGroup, SelectField, TextareaField } from "~/app/components/ui/field";
import {
  ARENA_FORM_SECTIONS,
  ARENA_MAX_LENGTHS,
  type ArenaFormValues,
  type ArenaInputSpec,
} from "~/app/lib/arena-form";
import type { PinName } from "~/core/arenas/arrival-text";
import { ARENA_FIELD_LABELS } from "~/core/arenas/field-labels";
import type { ArenaFieldErrors } from "~/core/validation/arena";

type Props = { values: ArenaFormValues; errors: ArenaFieldErrors };

// Static class names, so Tailwind sees them.
const ROW_COLUMNS: Record<number, string> = { 2: "grid gap-4 sm:grid-cols-2", 3: "grid gap-4 sm:grid-cols-3" };

function ArenaInput({ spec, values, errors }: Props & { spec: ArenaInputSpec }) {
  const { field } = spec;
  const common = {
    name: field,
    defaultValue: values[field],
    error: errors[field]?.[0],
  };
  const label = ARENA_FIELD_LABELS[field];
  switch (spec.control) {
    case "text":
      return (
        <Field
          label={label}
          {...common}
          maxLength={ARENA_MAX_LENGTHS[field]}
          autoComplete={spec.autoComplete ?? "off"}
          required
        />
      );
    case "coordinate":
      return (
        <Field
          // A pin sits in a section that says all of it is optional.
          label={spec.pin ? label : `${label} (optional)`}
          {...common}
          maxLength={ARENA_MAX_LENGTHS[field]}
          inputMode="decimal"
          autoComplete="off"
        />
      );
    case "minutes":
      return (
        <Field
          label={label}
          {...common}
          maxLength={ARENA_MAX_LENGTHS[field]}
          inputMode="numeric"
          autoComplete="off"
          hint={<p className="text-sm text-muted-foreground">{spec.hint}</p>}
        />
      );
    case "select":
      return (
        <SelectField label={`${label} (optional)`} {...common}>
          <option value="">{spec.placeholder}</option>
          {spec.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
      );
    case "textarea":
      return <TextareaField label={label} {...common} hint={spec.hint} maxLength={ARENA_MAX_LENGTHS[field]} rows={3} />;
  }
}

function pinOf(row: readonly ArenaInputSpec[]): PinName | undefined {
  const first = row[0];
  return first?.control === "coordinate" ? first.pin : undefined;
}

/** The arena form's sections, drawn from its field list; every input uncontrolled with the typed value. */
export function ArenaFields({
  values,
  errors,
  sectionExtras = {},
  pinTools,
}: Props & {
  /** Something drawn at the end of a section, by section id (the map picker under the coordinates). */
  sectionExtras?: Partial<Record<string, ReactNode>>;
  /** Drawn under a pin's latitude and longitude ("Place on map", "I'm here"). */
  pinTools?: (pin: PinName) => ReactNode;
}) {
  return (
    <>
      {ARENA_FORM_SECTIONS.map((section) => (
        <FieldGroup key={section.id} id={section.id} title={section.title} description={section.description}>
          {section.rows.map((row) => {
            if (row.length === 1 && row[0]) {
              return <ArenaInput key={row[0].field} spec={row[0]} values={values} errors={errors} />;
            }
            const pin = pinOf(row);
            const inputs = (
              <div key={row.map((spec) => spec.field).join()} className={ROW_COLUMNS[row.length]}>
                {row.map((spec) => (
                  <ArenaInput key={spec.field} spec={spec} values={values} errors={errors} />
                ))}
              </div>
            );
            if (!pin || !pinTools) return inputs;
            return (
              <div key={pin} className="flex flex-col gap-2">
                {inputs}
                {pinTools(pin)}
              </div>
            );
          })}
          {sectionExtras[section.id]}
        </FieldGroup>
      ))}
    </>
  );
}
