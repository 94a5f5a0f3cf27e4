// The person's calendars as the sites availability is entered on (docs/decisions/243). Pure.
import type { ImportSourceKind } from "../../core/domain";

/**
 * An assigning site we recognise, with the public page that says how to block time there. Only a
 * page we can cite as public is linked: the sites' own availability pages sit behind their sign-in
 * (and Assignr's on each association's own address), so the link is the site's help on entering
 * availability, or none.
 */
type KnownSite = { name: string; hosts: readonly string[]; words: RegExp; howTo: string | null };

const KNOWN_SITES: readonly KnownSite[] = [
  // ArbiterSports' only public walk-through of blocks dates from 2010; ArbiterOne's help needs a sign-in.
  { name: "ArbiterSports", hosts: ["arbitersports.com", "thearbiter.net"], words: /arbiter/i, howTo: null },
  {
    name: "Assignr",
    hosts: ["assignr.com"],
    words: /assignr/i,
    howTo: "https://support.assignr.com/en/articles/8526553-availability-with-multiple-organizations",
  },
  {
    name: "RefTown",
    hosts: ["reftown.com"],
    words: /ref\s*town/i,
    howTo: "https://reftown.com/kbp/index.php?EntryID=54&View=entry",
  },
  {
    name: "HorizonWebRef",
    hosts: ["horizonwebref.com"],
    // "Horizon" alone is also a conference's name.
    words: /horizon\s*web\s*ref/i,
    howTo: "https://helpcenter.horizonwebref.com/en/articles/8212874-understanding-the-availability-calendar",
  },
  { name: "DragonFly", hosts: ["dragonflyathletics.com", "dragonflymax.com"], words: /dragon\s*fly/i, howTo: null },
  {
    name: "ZebraWeb",
    hosts: ["zebraweb.com", "zebraweb.org"],
    words: /zebra\s*web/i,
    howTo: "https://support.zebraweb.org/knowledge-base/block-availability-calendar-dates-and-times",
  },
];

/** One of the person's calendars: a feed (by its host) or a file (by its calendar name or PRODID). */
export type CalendarSource = {
  id: string;
  kind: ImportSourceKind;
  label: string;
  /** A feed's host; null for a file. */
  host: string | null;
  /** A file's key (its X-WR-CALNAME, else PRODID); a feed's key is its secret link and is not read. */
  fileKey: string | null;
};

/** A site to enter availability on: the calendars of one name (a feed and a file of it are one). */
export type Platform = {
  key: string;
  name: string;
  /** The site recognised behind it, if any. */
  site: string | null;
  howTo: string | null;
};

/** A calendar's name as ticks key it: case, spaces and compatibility forms aside. */
export function platformKey(name: string): string {
  return name.normalize("NFKC").toLowerCase().replace(/\s+/g, "");
}

const onHost = (host: string, site: string) => host === site || host.endsWith(`.${site}`);

function siteOf(source: CalendarSource): KnownSite | null {
  const host = source.host?.toLowerCase().replace(/:\d+$/, "") ?? null;
  return (
    KNOWN_SITES.find(
      (site) =>
        (host !== null && site.hosts.some((known) => onHost(host, known))) ||
        site.words.test(source.label) ||
        (source.fileKey !== null && site.words.test(source.fileKey)),
    ) ?? null
  );
}

/**
 * The person's calendars as platforms, by name; and which platform each source is. Sources come
 * feeds first, then by age: the first of a name names the platform.
 */
export function platformsOf(sources: readonly CalendarSource[]): {
  platforms: Platform[];
  platformOfSource: Map<string, string>;
} {
  const byKey = new Map<string, Platform>();
  const platformOfSource = new Map<string, string>();
  for (const source of sources) {
    const key = platformKey(source.label);
    platformOfSource.set(source.id, key);
    const found = byKey.get(key);
    const site = siteOf(source);
    if (!found) byKey.set(key, { key, name: source.label, site: site?.name ?? null, howTo: site?.howTo ?? null });
    else if (!found.site && site) byKey.set(key, { ...found, site: site.name, howTo: site.howTo });
  }
  const platforms = [...byKey.values()].sort((a, b) => a.name.localeCompare(b.name) || a.key.localeCompare(b.key));
  return { platforms, platformOfSource };
}
