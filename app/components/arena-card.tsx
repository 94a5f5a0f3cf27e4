import { MapPin } from "lucide-react";
import { Link } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "~/app/components/ui/card";
import type { Arena } from "~/worker/arenas/arena";

export function ArenaCard({ arena }: { arena: Arena }) {
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <CardTitle>
          <Link to={`/arenas/${arena.id}`} className="hover:underline">
            {arena.name}
          </Link>
        </CardTitle>
        <p className="text-sm text-muted-foreground">{arena.school}</p>
      </CardHeader>
      <CardContent className="mt-auto flex flex-col gap-2 text-sm">
        <p className="flex items-center gap-1.5">
          <MapPin className="size-4 shrink-0 text-primary" aria-hidden />
          {arena.city}, {arena.state}
        </p>
        <p className="flex flex-wrap gap-1.5">
          <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground">
            {arena.conference}
          </span>
          {arena.level ? (
            <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground">
              {arena.level}
            </span>
          ) : null}
        </p>
      </CardContent>
    </Card>
  );
}
