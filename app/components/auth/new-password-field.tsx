import { type ComponentProps, useEffect, useRef, useState } from "react";
import { Field } from "~/app/components/ui/field";
import { PasswordStrengthMeter } from "./password-strength-meter";

type Props = Omit<ComponentProps<typeof Field>, "type" | "value" | "onChange" | "hint" | "ref">;

/**
 * A new password with its strength meter. The input is the browser's own (uncontrolled): what was
 * typed before the page's scripts ran stays in it and is sent, and the meter reads it once they run.
 */
export function NewPasswordField(props: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState("");
  useEffect(() => setPassword(input.current?.value ?? ""), []);
  return (
    <Field
      {...props}
      ref={input}
      type="password"
      onInput={(event) => setPassword(event.currentTarget.value)}
      hint={<PasswordStrengthMeter password={password} />}
    />
  );
}
