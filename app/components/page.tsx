import type { ReactNode } from "react";

/** The common frame of a page: a width, a heading and an optional lead line. */
export function Page({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      {lead ? <p className="mt-2 text-muted-foreground">{lead}</p> : null}
      <div className="mt-6">{children}</div>
    </div>
  );
}
