import { cn } from "~/app/lib/cn";
import { checkPasswordStrength, METER_BARS, type MeterColor, meterColor } from "~/core/validation/password-strength";

const BAR_COLORS: Record<MeterColor, string> = {
  red: "bg-red-600 dark:bg-red-500",
  yellow: "bg-yellow-500 dark:bg-yellow-400",
  green: "bg-green-600 dark:bg-green-500",
};

const LABELS: Record<MeterColor, string> = { red: "Weak", yellow: "Fair", green: "Strong" };

export function PasswordStrengthMeter({ password }: { password: string }) {
  if (!password) return null;
  const { score, feedback } = checkPasswordStrength(password);
  const color = meterColor(score);
  const filled = Math.max(0, Math.min(METER_BARS, score));
  return (
    <div className="flex flex-col gap-1.5" data-testid="password-strength" data-color={color} data-score={score}>
      <div className="flex gap-1" aria-hidden>
        {Array.from({ length: METER_BARS }, (_, bar) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: five fixed bars
            key={bar}
            data-filled={bar < filled}
            className={cn("h-1.5 flex-1 rounded-full", bar < filled ? BAR_COLORS[color] : "bg-muted")}
          />
        ))}
      </div>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        Password strength: {LABELS[color]}
      </p>
      {feedback.length > 0 ? (
        <ul className="list-inside list-disc text-xs text-muted-foreground">
          {feedback.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
