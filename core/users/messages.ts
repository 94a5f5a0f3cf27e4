// On-screen texts of the profile, kept apart from the service so components may import them.

export const PROFILE_TEXT = {
  nameUpdated: "Your name has been updated",
  passwordChanged: "Your password has been changed",
  accountDeleted: "Your account has been deleted",
  wrongPassword: "Current password is incorrect",
  updateFailed: "Could not update your profile. Please try again.",
} as const;
