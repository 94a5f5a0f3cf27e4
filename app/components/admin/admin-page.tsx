import type { ReactNode } from "react";
import { Link, useNavigation } from "react-router";
import { ArrowLeft } from "~/app/components/ui/icons/arrow-left";
import { LoaderCircle } from "~/app/components/ui/icons/loader-circle";

/**
 * Shown while an admin screen's loader runs (the server checks the admin role first, then loads
 * the list): switching tabs, filters or pages, or arriving from another admin screen.
 */
export function AdminLoadingIndicator() {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname.startsWith("/admin");
  if (!loading) return null;
  return (
    <p role="status" className="mt-4 flex items-center gap-2 text-sm font-medium text-muted-foreground">
      <LoaderCircle className="size-4 animate-spin" aria-hidden />
      Loading...
    </p>
  );
}

/** The frame of an admin screen: a way back to the dashboard, the title and its lead line. */
export function AdminPage({
  title,
  lead,
  backToDashboard = true,
  children,
}: {
  title: string;
  lead?: ReactNode;
  backToDashboard?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-10">
      {backToDashboard ? (
        <Link
          to="/admin"
          className="-ml-2 mb-2 inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-primary hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Back to Dashboard
        </Link>
      ) : null}
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      {lead ? <p className="mt-2 text-muted-foreground">{lead}</p> : null}
      <AdminLoadingIndicator />
      <div className="mt-6">{children}</div>
    </div>
  );
}

/**
 * An admin list's three states: the load error (an alert), the empty message, or the items, one
 * list item each. The list's own layout (a grid, a column) comes in `className`.
 */
export function AdminList<Item extends { id: string }>({
  items,
  loadError,
  empty,
  className,
  children,
}: {
  items: readonly Item[];
  loadError: string | null;
  empty: ReactNode;
  className: string;
  children: (item: Item) => ReactNode;
}) {
  if (loadError) {
    return (
      <p role="alert" className="text-destructive">
        {loadError}
      </p>
    );
  }
  if (items.length === 0) {
    return <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">{empty}</p>;
  }
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id}>{children(item)}</li>
      ))}
    </ul>
  );
}
