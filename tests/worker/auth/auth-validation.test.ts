import { describe, expect, it } from "vitest";
import { invalidInput } from "~/core/failure";
import { ChangePasswordSchema, LoginSchema, RegisterSchema } from "~/core/validation/auth";
import { checkPasswordStrength, meterColor } from "~/core/validation/password-strength";

// The one-line forms show the first message of a failed parse.
const message = (result: { success: boolean; error?: Parameters<typeof invalidInput>[0] }) =>
  result.success || !result.error ? null : invalidInput(result.error).message;

describe("login and register validation", () => {
  it("asks to fill in all fields when one is missing", () => {
    expect(message(LoginSchema.safeParse({ email: "", password: "x" }))).toBe("Please fill in all fields");
    expect(message(LoginSchema.safeParse({ email: "a@b.co" }))).toBe("Please fill in all fields");
    expect(message(RegisterSchema.safeParse({ email: "a@b.co", password: "Str0ng!Passw0rd", name: "  " }))).toBe(
      "Please fill in all fields",
    );
  });

  it("rejects an invalid or over-long e-mail", () => {
    expect(message(LoginSchema.safeParse({ email: "not-an-email", password: "whatever1" }))).toBe(
      "Please enter a valid email address",
    );
    const long = `${"a".repeat(250)}@b.co`;
    expect(message(LoginSchema.safeParse({ email: long, password: "whatever1" }))).toBe(
      "Please enter a valid email address",
    );
  });

  it("requires 8 characters of password and at most 128", () => {
    expect(message(LoginSchema.safeParse({ email: "a@b.co", password: "short" }))).toBe(
      "Password must be at least 8 characters long",
    );
    expect(message(LoginSchema.safeParse({ email: "a@b.co", password: "x".repeat(129) }))).toBe(
      "Password must be no more than 128 characters",
    );
  });

  it("on register the password must meet the strength rule", () => {
    expect(message(RegisterSchema.safeParse({ name: "Ann", email: "a@b.co", password: "alllowercase" }))).toBe(
      "Password does not meet security requirements",
    );
    expect(RegisterSchema.safeParse({ name: "Ann", email: "A@B.co ", password: "Str0ng!Passw0rd" }).data).toEqual({
      name: "Ann",
      email: "a@b.co",
      password: "Str0ng!Passw0rd",
    });
  });

  it("strips markup from the name", () => {
    const parsed = RegisterSchema.safeParse({
      name: "Ann<script>alert(1)</script>",
      email: "a@b.co",
      password: "Str0ng!Passw0rd",
    });
    expect(parsed.data?.name).toBe("Ann");
  });

  it("change password needs the current one, a strong new one and a matching confirmation", () => {
    const base = { currentPassword: "Old!Passw0rd", newPassword: "New!Passw0rd9", confirmPassword: "New!Passw0rd9" };
    expect(ChangePasswordSchema.safeParse(base).success).toBe(true);
    expect(message(ChangePasswordSchema.safeParse({ ...base, currentPassword: "" }))).toBe(
      "Current password is required",
    );
    expect(
      message(ChangePasswordSchema.safeParse({ ...base, newPassword: "weakweak", confirmPassword: "weakweak" })),
    ).toBe("Password does not meet security requirements");
    expect(message(ChangePasswordSchema.safeParse({ ...base, confirmPassword: "Other!Passw0rd" }))).toBe(
      "The new passwords do not match",
    );
  });
});

describe("password strength, to the letter", () => {
  it.each([
    [
      "",
      0,
      [
        "Password must be at least 8 characters long",
        "Password must contain at least one lowercase letter",
        "Password must contain at least one uppercase letter",
        "Password must contain at least one number",
        "Password must contain at least one special character",
      ],
    ],
    [
      "abcdefgh",
      2,
      [
        "Password must contain at least one uppercase letter",
        "Password must contain at least one number",
        "Password must contain at least one special character",
      ],
    ],
    ["Abcdefg1", 4, ["Password must contain at least one special character"]],
    ["Abcdefg1!", 5, []],
    ["Abcdefghij1!", 6, []],
    ["Password123!", 4, ["Password is too common"]],
    [
      "qwerty",
      -1,
      [
        "Password must be at least 8 characters long",
        "Password must contain at least one uppercase letter",
        "Password must contain at least one number",
        "Password must contain at least one special character",
        "Password is too common",
      ],
    ],
  ])("%j scores %i", (password, score, feedback) => {
    expect(checkPasswordStrength(password)).toEqual({ score, feedback, isValid: score >= 4 && feedback.length === 0 });
  });

  it("is valid only at score 4 or more with no feedback", () => {
    expect(checkPasswordStrength("Abcdefg1").isValid).toBe(false);
    expect(checkPasswordStrength("Abcdefg1!").isValid).toBe(true);
    expect(checkPasswordStrength("Admin12345!Xyz").isValid).toBe(false);
  });

  it("colours the meter red up to 2, yellow at 3, green above", () => {
    expect([-2, 0, 1, 2, 3, 4, 5, 6].map(meterColor)).toEqual([
      "red",
      "red",
      "red",
      "red",
      "yellow",
      "green",
      "green",
      "green",
    ]);
  });
});
