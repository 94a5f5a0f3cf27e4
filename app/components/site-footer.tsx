import { PageLink } from "~/app/components/page-link";

const FOOTER_LINKS = [
  { to: "/", label: "Home" },
  { to: "/map", label: "Arena List" },
  { to: "/login", label: "Login" },
  { to: "/register", label: "Register" },
  { to: "/contact", label: "Contact Us" },
  { to: "/feedback", label: "Submit Feedback" },
  { to: "/support", label: "Support the product" },
  { to: "/terms", label: "Terms of Service" },
  { to: "/privacy", label: "Privacy Policy" },
] as const;

export function SiteFooter({ year }: { year: number }) {
  return (
    <footer className="mt-16 border-t bg-muted/40 print:hidden">
      <div className="mx-auto max-w-6xl px-4 py-8">
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <PageLink
                  to={link.to}
                  className="inline-flex min-h-11 items-center text-sm text-muted-foreground hover:text-foreground sm:min-h-8"
                >
                  {link.label}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mt-4 text-sm text-muted-foreground">© {year} Tipoff. All rights reserved.</p>
        <p className="mt-1 text-xs text-muted-foreground">
          Arena locations ©{" "}
          <a
            className="underline"
            href="https://www.openstreetmap.org/copyright"
            rel="noopener noreferrer"
            target="_blank"
          >
            OpenStreetMap contributors
          </a>
          , ODbL.
        </p>
      </div>
    </footer>
  );
}
