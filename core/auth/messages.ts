import { RATE_LIMIT_TEXT } from "../rate-limit-text";
// Authentication toasts; the texts are fixed, word for word (docs/product.md).
export const AUTH_TEXT = {
  signInSuccess: "Successfully logged in!",
  signUpSuccess: "Account created successfully!",
  verifyEmailSent: "Please check your email and click the verification link to complete registration.",
  signUpRateLimited: "Too many registration attempts. Please try again later.",
  alreadyRegistered: "This email is already registered. Please try logging in instead.",
  signUpFailed: "Registration failed. Please try again.",
  invalidCredentials: "Invalid email or password. Please try again.",
  emailNotConfirmed: "Please check your email and verify your account before signing in.",
  signInRateLimited: "Too many login attempts. Please try again later.",
  signInFailed: "Sign in failed. Please try again.",
  signOutSuccess: "Successfully signed out",
  signOutFailed: "Sign out failed. Please try again.",
  formFailed: "Authentication failed. Please try again.",
  /** The browser's limit message (3 attempts per 5 minutes), which the server's 429 repeats. */
  tooManyAttempts: RATE_LIMIT_TEXT.auth,
} as const;
