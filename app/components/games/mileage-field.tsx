import { Field } from "~/app/components/ui/field";

type MileageFieldProps = { label: string; name: string; max: number; step: number; defaultValue: string; hint: string };

/** A mileage figure (a rate per mile, a game's miles): a decimal from 0 up to its limit, its hint below. */
export function MileageField({ label, name, max, step, defaultValue, hint }: MileageFieldProps) {
  return (
    <Field
      label={label}
      name={name}
      type="number"
      inputMode="decimal"
      min={0}
      max={max}
      step={step}
      defaultValue={defaultValue}
      hint={<p className="text-sm text-muted-foreground">{hint}</p>}
    />
  );
}
