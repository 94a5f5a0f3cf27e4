import { ShieldAlert } from "lucide-react";
import { useEffect } from "react";
import { toast } from "sonner";
import { ButtonLink } from "~/app/components/ui/button";
import { ADMIN_TEXT } from "~/worker/admin/messages";

/** What a signed-in non-admin sees on an admin screen. */
export function NotAuthorized() {
  useEffect(() => {
    // Deferred a tick: on a fresh page load this effect runs before the Toaster (later in the
    // tree) subscribes, and sonner drops toasts nobody is listening for yet.
    const timer = setTimeout(() => toast.error(ADMIN_TEXT.unauthorized), 0);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <ShieldAlert className="size-12 text-destructive" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{ADMIN_TEXT.notAuthorizedTitle}</h1>
      <p className="mt-3 text-muted-foreground">{ADMIN_TEXT.notAuthorizedDetail}</p>
      <ButtonLink to="/" className="mt-6">
        Return to Home
      </ButtonLink>
    </div>
  );
}
