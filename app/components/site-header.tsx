import { Form, Link, useLocation } from "react-router";
import { PageLink } from "~/app/components/page-link";
import { ThemeToggle } from "~/app/components/theme-toggle";
import { buttonClasses } from "~/app/components/ui/button";
import { ChevronDown } from "~/app/components/ui/icons/chevron-down";
import { Menu } from "~/app/components/ui/icons/menu";
import { UserRound } from "~/app/components/ui/icons/user-round";
import { PopoverMenu, popoverMenuItemClasses } from "~/app/components/ui/popover-menu";
import { cn } from "~/app/lib/cn";
import { MY_GAMES_LABEL } from "~/core/games/nav-text";
import type { CurrentUser } from "~/core/users/current-user";

type NavItem = {
  to: `/${string}`;
  label: string;
  /** Other paths of the same screen, marked current as well. */
  alsoAt?: `/${string}`[];
};

/** The main links by role, in their fixed order and wording (docs/product.md). */
export function mainNavItems(user: CurrentUser | null): NavItem[] {
  const items: NavItem[] = [
    { to: "/", label: "Home" },
    // Arena List answers at /map and /arenas (an arena's page sits below /arenas too).
    { to: "/map", label: "Arena List", alsoAt: ["/arenas"] },
  ];
  if (user) {
    items.push(
      { to: "/favorites", label: "Favorites" },
      { to: "/games", label: MY_GAMES_LABEL },
      { to: "/submit", label: "Add Arena" },
      { to: "/feedback", label: "Feedback" },
    );
    if (user.isAdmin) items.push({ to: "/admin", label: "Admin" });
  }
  return items;
}

const LOGIN_ITEM: NavItem = { to: "/login", label: "Login" };
const REGISTER_ITEM: NavItem = { to: "/register", label: "Register" };
const VISITOR_ITEMS = [LOGIN_ITEM, REGISTER_ITEM];

function accountItems(user: CurrentUser): NavItem[] {
  const items: NavItem[] = [{ to: "/profile", label: "Profile" }];
  if (user.isAdmin) items.push({ to: "/admin", label: "Admin Dashboard" });
  return items;
}

/** As `NavLink` decides: the page itself or one below it; "/" only itself. Case does not matter. */
function isAt(pathname: string, to: string): boolean {
  const path = pathname.toLowerCase();
  return to === "/" ? path === "/" : path === to || path.startsWith(`${to}/`);
}

function isCurrent(pathname: string, item: NavItem): boolean {
  return [item.to, ...(item.alsoAt ?? [])].some((to) => isAt(pathname, to));
}

/**
 * A main-menu link, marked as the current page (`aria-current`, the primary colour). A `PageLink`
 * with the header's one location, not a `NavLink` per item (docs/decisions/084).
 */
function MenuLink({ item, pathname }: { item: NavItem; pathname: string }) {
  const current = isCurrent(pathname, item);
  return (
    <PageLink
      to={item.to}
      aria-current={current ? "page" : undefined}
      className={cn(
        "inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium hover:bg-muted",
        current ? "text-primary" : "text-foreground",
      )}
    >
      {item.label}
    </PageLink>
  );
}

function LogoutButton({ className }: { className: string }) {
  return (
    <Form method="post" action="/logout">
      <button type="submit" className={className}>
        Logout
      </button>
    </Form>
  );
}

export function SiteHeader({ user }: { user: CurrentUser | null }) {
  const items = mainNavItems(user);
  const location = useLocation();

  return (
    <header className="sticky top-0 z-40 border-b print:hidden bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <Link to="/" className="mr-2 flex min-h-11 items-center gap-2 text-lg font-extrabold tracking-tight">
          <span aria-hidden className="grid size-8 place-items-center rounded-full bg-primary text-primary-foreground">
            T
          </span>
          Tipoff
        </Link>

        <nav aria-label="Main" className="hidden flex-1 items-center gap-1 md:flex">
          {items.map((item) => (
            <MenuLink key={item.to} item={item} pathname={location.pathname} />
          ))}
        </nav>

        <div className="ml-auto flex items-center gap-1">
          <ThemeToggle />
          {user ? (
            <PopoverMenu
              triggerClassName={buttonClasses("ghost", "sm", "max-w-56 max-md:hidden")}
              trigger={
                <>
                  <UserRound className="size-4" aria-hidden />
                  <span className="max-w-40 truncate">{user.name}</span>
                  <ChevronDown className="size-4" aria-hidden />
                </>
              }
              className="min-w-44"
            >
              {accountItems(user).map((item) => (
                <Link key={item.to} to={item.to} className={popoverMenuItemClasses}>
                  {item.label}
                </Link>
              ))}
              <div aria-hidden className="my-1 h-px bg-border" />
              {/* A real form: Logout works without JavaScript too. */}
              <LogoutButton className={popoverMenuItemClasses} />
            </PopoverMenu>
          ) : (
            <div className="hidden items-center gap-1 md:flex">
              <MenuLink item={LOGIN_ITEM} pathname={location.pathname} />
              <Link to={REGISTER_ITEM.to} className={buttonClasses("primary", "sm")}>
                {REGISTER_ITEM.label}
              </Link>
            </div>
          )}

          {/* <details> collapses the menu on small screens and works without JavaScript. */}
          <details key={location.pathname} className="group md:hidden">
            <summary
              className={cn(buttonClasses("ghost", "sm", "w-11 list-none px-0"), "[&::-webkit-details-marker]:hidden")}
              aria-label="Menu"
            >
              <Menu className="size-5" aria-hidden />
            </summary>
            <nav aria-label="Mobile" className="absolute inset-x-0 top-16 border-b bg-background px-4 pb-4 shadow-lg">
              <ul className="flex flex-col">
                {[...items, ...(user ? accountItems(user) : VISITOR_ITEMS)].map((item) => (
                  <li key={`${item.to}-${item.label}`}>
                    <MenuLink item={item} pathname={location.pathname} />
                  </li>
                ))}
                {user ? (
                  <li>
                    <LogoutButton className="inline-flex min-h-11 w-full items-center rounded-md px-3 text-left text-sm font-medium hover:bg-muted" />
                  </li>
                ) : null}
              </ul>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
