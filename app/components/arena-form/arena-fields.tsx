import { Field } from "~/app/components/ui/field";
import { ARENA_MAX_LENGTHS, type ArenaFormValues } from "~/app/lib/arena-form";
import { ARENA_LEVELS } from "~/worker/domain";
import { ARENA_NOTE_LABELS, ARENA_TEXT_RULES, type ArenaField, type ArenaFieldErrors } from "~/worker/validation/arena";
import { FieldGroup, SelectField, TextareaField } from "./form-controls";

type Props = { values: ArenaFormValues; errors: ArenaFieldErrors };

const NOTE_FIELDS = ["parking", "lockerRooms", "food", "hotels", "safety"] as const;
const NOTE_HINTS: Record<(typeof NOTE_FIELDS)[number], string> = {
  parking: "Where officials park, which entrance to use, what it costs.",
  lockerRooms: "Where the officials' room is and how to get in.",
  food: "Places to eat near the gym, before or after the game.",
  hotels: "Hotels nearby that officials use.",
  safety: "Anything to know after dark: lighting, walking routes, who to call.",
};

/** The spec section 5 fields in three groups, every input uncontrolled with the typed value. */
export function ArenaFields({ values, errors }: Props) {
  const text = (field: keyof typeof ARENA_TEXT_RULES, autoComplete?: string) => (
    <Field
      label={ARENA_TEXT_RULES[field].label}
      name={field}
      defaultValue={values[field]}
      error={errors[field]}
      maxLength={ARENA_MAX_LENGTHS[field]}
      autoComplete={autoComplete ?? "off"}
      required
    />
  );
  const coordinate = (field: Extract<ArenaField, "latitude" | "longitude">, label: string) => (
    <Field
      label={`${label} (optional)`}
      name={field}
      defaultValue={values[field]}
      error={errors[field]}
      maxLength={ARENA_MAX_LENGTHS[field]}
      inputMode="decimal"
      autoComplete="off"
    />
  );

  return (
    <>
      <FieldGroup id="arena-basics" title="Arena">
        {text("name")}
        {text("school")}
        {text("conference")}
        <SelectField label="Level (optional)" name="level" defaultValue={values.level} error={errors.level}>
          <option value="">Choose a level</option>
          {ARENA_LEVELS.map((level) => (
            <option key={level} value={level}>
              {level}
            </option>
          ))}
        </SelectField>
      </FieldGroup>

      <FieldGroup
        id="arena-location"
        title="Location"
        description="Leave latitude and longitude empty and we look them up from the address."
      >
        {text("address", "street-address")}
        <div className="grid gap-4 sm:grid-cols-3">
          {text("city", "address-level2")}
          {text("state", "address-level1")}
          {text("zipCode", "postal-code")}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {coordinate("latitude", "Latitude")}
          {coordinate("longitude", "Longitude")}
        </div>
      </FieldGroup>

      <FieldGroup id="arena-notes" title="For officials" description="All optional, up to 2000 characters each.">
        {NOTE_FIELDS.map((field) => (
          <TextareaField
            key={field}
            label={ARENA_NOTE_LABELS[field]}
            name={field}
            defaultValue={values[field]}
            error={errors[field]}
            hint={NOTE_HINTS[field]}
            maxLength={ARENA_MAX_LENGTHS[field]}
            rows={3}
          />
        ))}
      </FieldGroup>
    </>
  );
}
