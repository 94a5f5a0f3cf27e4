// The registration form's password strength rules and messages, to the letter.

export const COMMON_PASSWORD_PREFIXES = ["password", "123456", "qwerty", "admin", "letmein"] as const;

export const PASSWORD_MESSAGES = {
  length: "Password must be at least 8 characters long",
  lowercase: "Password must contain at least one lowercase letter",
  uppercase: "Password must contain at least one uppercase letter",
  number: "Password must contain at least one number",
  special: "Password must contain at least one special character",
  common: "Password is too common",
} as const;

export type PasswordStrength = { score: number; feedback: string[]; isValid: boolean };

export function checkPasswordStrength(password: string): PasswordStrength {
  let score = 0;
  const feedback: string[] = [];

  if (password.length >= 8) score += 1;
  else feedback.push(PASSWORD_MESSAGES.length);

  if (/[a-z]/.test(password)) score += 1;
  else feedback.push(PASSWORD_MESSAGES.lowercase);

  if (/[A-Z]/.test(password)) score += 1;
  else feedback.push(PASSWORD_MESSAGES.uppercase);

  if (/\d/.test(password)) score += 1;
  else feedback.push(PASSWORD_MESSAGES.number);

  if (/[^A-Za-z0-9]/.test(password)) score += 1;
  else feedback.push(PASSWORD_MESSAGES.special);

  if (password.length >= 12) score += 1;

  const lower = password.toLowerCase();
  if (COMMON_PASSWORD_PREFIXES.some((prefix) => lower.startsWith(prefix))) {
    score -= 2;
    feedback.push(PASSWORD_MESSAGES.common);
  }

  return { score, feedback, isValid: score >= 4 && feedback.length === 0 };
}

export type MeterColor = "red" | "yellow" | "green";

/** Five bars: red up to score 2, yellow at 3, green above. */
export function meterColor(score: number): MeterColor {
  if (score <= 2) return "red";
  if (score === 3) return "yellow";
  return "green";
}

export const METER_BARS = 5;
