// First: configures zod before any schema is built (see the module).
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import { FlashToaster } from "~/app/components/flash-toaster";
import { OfflineStamp } from "~/app/components/offline-stamp";
import { usePageLinkNavigation } from "~/app/components/page-link";
import { SiteFooter } from "~/app/components/site-footer";
import { SiteHeader } from "~/app/components/site-header";
import { ButtonLink } from "~/app/components/ui/button";
import { getUser } from "~/app/lib/auth.server";
import { useNonce } from "~/app/lib/nonce";
import { useOfflinePack } from "~/app/lib/offline";
import { THEME_BOOT_SCRIPT } from "~/app/lib/theme";
import { readToast } from "~/app/lib/toast.server";
import { useAuthSync } from "~/app/lib/use-auth-sync";
import { sessionMiddleware } from "~/app/middleware/session.server";
import { COMMON_TEXT } from "~/core/common-text";
import { getCtx } from "~/worker/context/request-context.server";
import type { Route } from "./+types/root";
import appStylesHref from "./app.css?url";

/**
 * The stylesheet, with a `precedence` so React writes it at the top of the head, before the
 * modulepreload links it hoists there: the page cannot paint before it, and over HTTP/1.1 a stylesheet
 * queued behind some twenty scripts waits for a free connection (docs/decisions/085).
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: appStylesHref, precedence: "default" }];

/** Runs before every loader and action: the session is looked up once per request, here. */
export const middleware: Route.MiddlewareFunction[] = [sessionMiddleware];

export async function loader(args: Route.LoaderArgs) {
  const { config } = getCtx(args.context);
  const [user, { toast, clearHeader }] = await Promise.all([getUser(args), readToast(config.authSecret, args.request)]);
  return data(
    // The map tiles are public configuration, read by every map on the site (docs/decisions/061).
    { user, toast, year: new Date().getFullYear(), mapTiles: config.mapTiles },
    clearHeader ? { headers: { "Set-Cookie": clearHeader } } : undefined,
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  return (
    // The boot script sets the theme class before paint; React must not fight it on hydration.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content="#c2410c" />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#1b1e2b" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, no user text */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body className="flex min-h-dvh flex-col antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-card focus:p-2"
        >
          Skip to content
        </a>
        <SiteHeader user={rootData?.user ?? null} />
        <OfflineStamp />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter year={rootData?.year ?? new Date().getFullYear()} />
        <FlashToaster toast={rootData?.toast ?? null} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useAuthSync(loaderData.user?.id ?? null);
  usePageLinkNavigation();
  useOfflinePack(loaderData.user?.id ?? null, loaderData);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let title = "Something went wrong";
  let detail = "An unexpected error occurred. Please try again.";
  if (isRouteErrorResponse(error)) {
    title = error.status === 404 ? COMMON_TEXT.pageNotFoundTitle : `${error.status} ${error.statusText}`;
    detail = typeof error.data === "string" && error.data ? error.data : detail;
  } else {
    console.error(error);
  }
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-3 text-muted-foreground">{detail}</p>
      <ButtonLink to="/" className="mt-6">
        {COMMON_TEXT.returnHome}
      </ButtonLink>
    </div>
  );
}
