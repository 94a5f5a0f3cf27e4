import { MapsAppForm } from "~/app/components/directions/maps-app-form";
import { Card, CardContent, CardHeader, CardTitle } from "~/app/components/ui/card";
import { DIRECTIONS_TEXT } from "~/core/arenas/arrival-text";
import type { MapsApp } from "~/core/domain";

/** The profile's maps-app choice, kept with the account (docs/decisions/064). */
export function MapsAppCard({ current }: { current: MapsApp }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{DIRECTIONS_TEXT.profileTitle}</CardTitle>
        <p className="text-sm text-muted-foreground">{DIRECTIONS_TEXT.profileLead}</p>
      </CardHeader>
      <CardContent>
        <MapsAppForm current={current} returnTo="/profile" />
      </CardContent>
    </Card>
  );
}
