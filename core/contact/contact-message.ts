// A contact message as the admin inbox shows it: the service answers it, the page renders it.
import type { ContactStatus } from "../domain";

export type ContactMessage = {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: ContactStatus;
  createdAt: Date;
};
