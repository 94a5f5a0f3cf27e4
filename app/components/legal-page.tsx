import type { ReactNode } from "react";

export type LegalSection = {
  /** The anchor the table of contents links to; keep it stable, people share these links. */
  id: string;
  title: string;
  content: ReactNode;
};

type LegalPageProps = {
  title: string;
  /** Shown as "Effective {date}". */
  effectiveDate?: string;
  /** Shown as "Last updated {date}" when there is no effective date. */
  lastUpdated?: string;
  intro?: ReactNode;
  sections: LegalSection[];
};

/** A long legal text: title, date line, table of contents and numbered sections with anchors. */
export function LegalPage({ title, effectiveDate, lastUpdated, intro, sections }: LegalPageProps) {
  const dateLine = effectiveDate ? `Effective ${effectiveDate}` : lastUpdated ? `Last updated ${lastUpdated}` : null;
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {dateLine ? <p className="mt-2 text-sm text-muted-foreground">{dateLine}</p> : null}
        {intro ? <div className="mt-4 space-y-3 leading-7">{intro}</div> : null}
      </header>

      <nav aria-label="Table of contents" className="mt-8 rounded-lg border bg-card p-4 text-card-foreground sm:p-5">
        <p className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">Contents</p>
        {/* Columns, not a grid, so the numbers run down the first column before the second. */}
        <ol className="mt-2 gap-x-6 sm:columns-2">
          {sections.map((section, index) => (
            <li key={section.id} className="break-inside-avoid">
              <a href={`#${section.id}`} className="flex min-h-11 items-center gap-2 text-primary sm:min-h-9">
                <span className="w-6 shrink-0 tabular-nums text-muted-foreground">{index + 1}.</span>
                <span className="underline underline-offset-4">{section.title}</span>
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-10 space-y-10">
        {sections.map((section, index) => (
          <section key={section.id} aria-labelledby={section.id}>
            {/* scroll-mt clears the sticky site header when a contents link jumps here. */}
            <h2 id={section.id} className="scroll-mt-20 text-xl font-semibold tracking-tight sm:text-2xl">
              {index + 1}. {section.title}
            </h2>
            <div className="mt-3 space-y-3 leading-7 break-words [&_h3]:pt-2 [&_h3]:text-lg [&_h3]:font-semibold [&_li]:pl-1 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6">
              {section.content}
            </div>
          </section>
        ))}
      </div>
    </article>
  );
}
