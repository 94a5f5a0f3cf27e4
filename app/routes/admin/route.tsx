import type { ReactNode } from "react";
import { Link } from "react-router";
import { AdminPage } from "~/app/components/admin/admin-page";
import { LocalTime } from "~/app/components/admin/local-time";
import { ButtonLink } from "~/app/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/app/components/ui/card";
import { ClipboardList } from "~/app/components/ui/icons/clipboard-list";
import { Clock } from "~/app/components/ui/icons/clock";
import { Inbox } from "~/app/components/ui/icons/inbox";
import { MapPin } from "~/app/components/ui/icons/map-pin";
import { MapPinned } from "~/app/components/ui/icons/map-pinned";
import { MessageSquare } from "~/app/components/ui/icons/message-square";
import { PencilLine } from "~/app/components/ui/icons/pencil-line";
import { Plus } from "~/app/components/ui/icons/plus";
import { SHARED_ALIAS_TEXT } from "~/core/imports/shared-alias-text";
import type { Route } from "./+types/route";
import { CoverageCard } from "./coverage-card";

export { loader } from "./page.server";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Admin Dashboard · Tipoff" }, { name: "robots", content: "noindex" }];
}

function StatCard({ title, icon, count, detail, to, linkLabel }: StatCardProps) {
  return (
    <Card className="flex flex-col">
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle className="text-base">{title}</CardTitle>
        {icon}
      </CardHeader>
      <CardContent className="mt-auto flex flex-col gap-3">
        {count === undefined ? null : (
          <p className="text-3xl font-bold" data-testid={`count-${to}`}>
            {count}
          </p>
        )}
        <p className="text-sm text-muted-foreground">{detail}</p>
        <ButtonLink to={to} variant="outline" className="self-start">
          {linkLabel}
        </ButtonLink>
      </CardContent>
    </Card>
  );
}

type StatCardProps = { title: string; icon: ReactNode; count?: number; detail: string; to: string; linkLabel: string };

const iconClass = "size-5 text-primary";

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { approvedArenas, pendingArenas, pendingSuggestions, feedback, unreadMessages, activity, coverage } =
    loaderData;
  return (
    <AdminPage
      title="Admin Dashboard"
      lead="Moderate arenas, triage feedback and answer messages."
      backToDashboard={false}
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <StatCard
          title="Arenas"
          icon={<MapPin className={iconClass} aria-hidden />}
          count={approvedArenas}
          detail="Approved and listed"
          to="/arenas"
          linkLabel="View Arenas"
        />
        <StatCard
          title="Pending Arenas"
          icon={<Clock className={iconClass} aria-hidden />}
          count={pendingArenas}
          detail="Waiting for review"
          to="/admin/pending-arenas"
          linkLabel="Review Pending"
        />
        <StatCard
          title="Suggested Updates"
          icon={<PencilLine className={iconClass} aria-hidden />}
          count={pendingSuggestions}
          detail="Corrections waiting for review"
          to="/admin/suggestions"
          linkLabel="Review Suggestions"
        />
        <StatCard
          title="Feedback"
          icon={<MessageSquare className={iconClass} aria-hidden />}
          count={feedback}
          detail="Entries from users and visitors"
          to="/admin/feedback"
          linkLabel="View Feedback"
        />
        <StatCard
          title="Contact Messages"
          icon={<Inbox className={iconClass} aria-hidden />}
          detail={`${unreadMessages} unread`}
          to="/admin/contact"
          linkLabel="View Messages"
        />
        <StatCard
          title={SHARED_ALIAS_TEXT.pageTitle}
          icon={<MapPinned className={iconClass} aria-hidden />}
          detail={SHARED_ALIAS_TEXT.dashboardDetail}
          to="/admin/venue-aliases"
          linkLabel={SHARED_ALIAS_TEXT.dashboardLink}
        />
        <Card className="flex flex-col">
          <CardHeader>
            <CardTitle className="text-base">More Actions</CardTitle>
          </CardHeader>
          <CardContent className="mt-auto">
            <ButtonLink to="/submit" className="self-start">
              <Plus className="size-4" aria-hidden />
              Submit new arena
            </ButtonLink>
          </CardContent>
        </Card>
      </div>

      <CoverageCard coverage={coverage} />

      <section aria-labelledby="recent-activity" className="mt-10">
        <h2 id="recent-activity" className="flex items-center gap-2 text-xl font-semibold">
          <ClipboardList className={iconClass} aria-hidden />
          Recent activity
        </h2>
        {activity.length === 0 ? (
          <p className="mt-3 text-muted-foreground">No admin actions yet.</p>
        ) : (
          <ol className="mt-3 divide-y rounded-lg border bg-card">
            {activity.map((item) => (
              <li
                key={item.id}
                className="flex flex-col gap-0.5 px-4 py-3 text-sm sm:flex-row sm:items-center sm:gap-4"
              >
                <span className="flex-1 break-words font-medium">
                  {item.href ? (
                    <Link to={item.href} className="hover:underline">
                      {item.summary}
                    </Link>
                  ) : (
                    item.summary
                  )}
                </span>
                <span className="break-all text-muted-foreground">{item.actorEmail ?? "Unknown admin"}</span>
                <LocalTime value={item.createdAt} className="whitespace-nowrap text-muted-foreground" />
              </li>
            ))}
          </ol>
        )}
      </section>
    </AdminPage>
  );
}
