import { useEffect } from "react";
import { ButtonLink } from "~/app/components/ui/button";
import { ShieldAlert } from "~/app/components/ui/icons/shield-alert";
import { toast } from "~/app/lib/lazy-toast";
import { ADMIN_TEXT } from "~/core/admin/messages";
import { COMMON_TEXT } from "~/core/common-text";

/** What a signed-in non-admin sees on an admin screen. */
export function NotAuthorized() {
  useEffect(() => {
    toast.error(ADMIN_TEXT.unauthorized);
  }, []);

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <ShieldAlert className="size-12 text-destructive" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{ADMIN_TEXT.notAuthorizedTitle}</h1>
      <p className="mt-3 text-muted-foreground">{ADMIN_TEXT.notAuthorizedDetail}</p>
      <ButtonLink to="/" className="mt-6">
        {COMMON_TEXT.returnHome}
      </ButtonLink>
    </div>
  );
}
