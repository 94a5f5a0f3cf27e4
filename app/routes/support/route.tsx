import { Link } from "react-router";
import { buttonClasses } from "~/app/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/app/components/ui/card";
import { Coffee } from "~/app/components/ui/icons/coffee";
import { Heart } from "~/app/components/ui/icons/heart";
import { MessageSquare } from "~/app/components/ui/icons/message-square";
import { Share2 } from "~/app/components/ui/icons/share-2";
import { Sparkles } from "~/app/components/ui/icons/sparkles";
import { COFFEE_URL, DONATE_URL } from "~/app/lib/site";
import type { Route } from "./+types/route";

export function meta(): Route.MetaDescriptors {
  return [
    { title: "Support Tipoff · Tipoff" },
    {
      name: "description",
      content: "Tipoff is free for officials, players, families and fans. Help keep it running with a donation.",
    },
  ];
}

const DONATIONS = [
  {
    Icon: Heart,
    title: "One-time donation",
    text: "Any amount helps cover hosting, maps and e-mail, and keeps Tipoff free for everyone.",
    href: DONATE_URL,
    label: "Donate with PayPal",
    variant: "primary",
  },
  {
    Icon: Coffee,
    title: "Coffee tip",
    text: "A quick tip that fuels the late nights spent checking arena details and fixing bugs.",
    href: COFFEE_URL,
    label: "Buy us a coffee",
    variant: "secondary",
  },
] as const;

export default function Support() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Support Tipoff</h1>
      <p className="mt-3 leading-7 text-muted-foreground">
        Tipoff is free for referees, officials, players, families and fans. If it has helped you find the right door
        before tip-off, you can help keep it running.
      </p>

      <section aria-labelledby="donate-heading" className="mt-8">
        <h2 id="donate-heading" className="text-xl font-semibold tracking-tight sm:text-2xl">
          Make a donation
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {DONATIONS.map(({ Icon, title, text, href, label, variant }) => (
            <Card key={href} className="flex flex-col">
              <CardHeader>
                <span
                  aria-hidden
                  className="grid size-10 place-items-center rounded-full bg-secondary text-secondary-foreground"
                >
                  <Icon className="size-5" />
                </span>
                <CardTitle className="mt-2">{title}</CardTitle>
              </CardHeader>
              <CardContent className="flex flex-1 flex-col">
                <p className="flex-1 text-sm leading-6 text-muted-foreground">{text}</p>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClasses(variant, "md", "mt-4 w-full")}
                >
                  {label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </CardContent>
            </Card>
          ))}
        </div>
      </section>

      <section aria-labelledby="tiers-heading" className="mt-8 rounded-lg border border-dashed bg-muted p-4 sm:p-5">
        <h2 id="tiers-heading" className="flex items-center gap-2 text-lg font-semibold leading-tight">
          <Sparkles aria-hidden className="size-5 shrink-0 text-primary" />
          Tiered Support - Coming Soon
        </h2>
        <p className="mt-2 text-sm leading-6 text-muted-foreground">
          We're planning optional supporter tiers for officials, crews and associations. Until then, every one-time gift
          helps just as much.
        </p>
      </section>

      <section aria-labelledby="spread-heading" className="mt-10">
        <h2 id="spread-heading" className="flex items-center gap-2 text-xl font-semibold tracking-tight sm:text-2xl">
          <Share2 aria-hidden className="size-5 shrink-0 text-primary" />
          Spread the word
        </h2>
        <p className="mt-3 leading-7">
          Not able to donate? Telling people helps too. Mention Tipoff to your crew, your assignor or your officials'
          association, and add the arenas you know so the next official finds the right entrance, parking and locker
          room.
        </p>
      </section>

      <section aria-labelledby="feedback-heading" className="mt-10">
        <h2 id="feedback-heading" className="text-xl font-semibold tracking-tight sm:text-2xl">
          Help us improve
        </h2>
        <p className="mt-3 leading-7">Ideas, wrong addresses or bugs: your feedback shapes what we build next.</p>
        <Link to="/feedback" className={buttonClasses("outline", "md", "mt-4")}>
          <MessageSquare aria-hidden className="size-4" />
          Send feedback
        </Link>
      </section>
    </div>
  );
}
