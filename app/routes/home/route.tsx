import { useEffect } from "react";
import { Form } from "react-router";
import { ButtonLink, buttonClasses } from "~/app/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/app/components/ui/card";
import { CirclePlus } from "~/app/components/ui/icons/circle-plus";
import { Heart } from "~/app/components/ui/icons/heart";
import { MapPinned } from "~/app/components/ui/icons/map-pinned";
import { Search } from "~/app/components/ui/icons/search";
import { toast } from "~/app/lib/lazy-toast";
import { useOptionalUser } from "~/app/lib/user";
import type { Route } from "./+types/route";
import { NearbyArenas } from "./nearby-arenas";
import { NextGame } from "./next-game";

export { loader } from "./page.server";

export function meta(): Route.MetaDescriptors {
  return [
    { title: "Tipoff · Find the arena, make tip-off" },
    {
      name: "description",
      content:
        "Arena addresses, officials' parking, locker rooms, food, hotels, safety notes and one-tap directions for basketball officials.",
    },
  ];
}

const FEATURES = [
  {
    Icon: MapPinned,
    title: "Door-to-door directions",
    text: "One tap opens turn-by-turn directions to the arena's door.",
  },
  { Icon: Heart, title: "Save favorites", text: "Keep the gyms you work most often one tap away." },
  { Icon: CirclePlus, title: "Contribute", text: "Add an arena you know. Our team reviews every submission." },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const user = useOptionalUser();
  const { featured, favoriteIds, nextGame, error } = loaderData;
  useEffect(() => {
    if (error) toast.error(error);
  }, [error]);
  return (
    <>
      {user && nextGame ? <NextGame card={nextGame} /> : null}
      <section className="border-b bg-gradient-to-b from-accent/60 to-background">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-20">
          <h1 className="max-w-2xl text-3xl font-extrabold tracking-tight sm:text-5xl">
            Find the arena. Make tip-off.
          </h1>
          <p className="mt-4 max-w-xl text-lg text-muted-foreground">
            Addresses, officials' parking, locker rooms, food, hotels and safety notes for basketball arenas, with
            one-tap directions.
          </p>
          <Form method="get" action="/map" role="search" className="mt-8 flex max-w-xl gap-2">
            <label htmlFor="hero-search" className="sr-only">
              Search arenas
            </label>
            <input
              id="hero-search"
              name="search"
              type="search"
              maxLength={150}
              placeholder="Search by arena, school or city"
              className="min-h-12 flex-1 rounded-md border border-input bg-card px-4 text-base"
            />
            <button type="submit" className={buttonClasses("primary", "lg")}>
              <Search className="size-5" aria-hidden />
              <span className="sr-only sm:not-sr-only">Search</span>
            </button>
          </Form>
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink to="/map" variant="secondary" size="lg">
              Arena List
            </ButtonLink>
            {/* Signed in, /register only sends the person back here (docs/decisions/089). */}
            {user ? null : (
              <ButtonLink to="/register" variant="outline" size="lg">
                Join Now
              </ButtonLink>
            )}
          </div>
        </div>
      </section>

      <NearbyArenas featured={featured} favoriteIds={favoriteIds} />

      <section className="mx-auto grid max-w-6xl gap-4 px-4 py-6 sm:grid-cols-3" aria-label="Features">
        {FEATURES.map(({ Icon, title, text }) => (
          <Card key={title}>
            <CardHeader>
              <Icon className="size-7 text-primary" aria-hidden />
              <CardTitle as="h3">{title}</CardTitle>
            </CardHeader>
            <CardContent className="text-muted-foreground">{text}</CardContent>
          </Card>
        ))}
      </section>

      <section className="mx-auto max-w-6xl px-4 py-10">
        <div className="rounded-xl bg-primary px-6 py-10 text-center text-primary-foreground">
          <h2 className="text-2xl font-bold">Know a gym we don't?</h2>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            {user ? (
              <>
                <ButtonLink to="/submit" variant="secondary" size="lg">
                  Add New Arena
                </ButtonLink>
                <ButtonLink to="/map" variant="outline" size="lg" className="border-primary-foreground/60">
                  Explore Arenas
                </ButtonLink>
              </>
            ) : (
              <ButtonLink to="/register" variant="secondary" size="lg">
                Create Free Account
              </ButtonLink>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
