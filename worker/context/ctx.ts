import type { AuthCtx, SessionsKvCtx } from "../auth/auth.server";
import type { BookmarkCtx, D1Ctx, DbCtx } from "../db/client.server";
import type { FeedQueueCtx } from "../feeds/queue-messages";
import type { VenueLookupsCtx } from "../games/venue-lookup-messages";
import type { GeocoderCtx } from "../geocoding/geocoder";
import type { MailerCtx } from "../mail/mailer.server";
import type { NotificationsCtx } from "../notifications/queue-ctx";
import type { ClockCtx } from "../platform/clock";
import type { BaseUrlCtx, ConfigCtx, EnvCtx } from "../platform/env.server";
import type { RateLimitsCtx } from "../platform/rate-limit.server";
import type { SharedReadsCtx } from "../public-data/shared-reads.server";
import type { PublicPagesCtx } from "../public-data/version.server";
import type { RouterCtx } from "../routing/routing";
import type { WeatherCtx } from "../weather/weather";

/**
 * The one context (docs/decisions/230): a request's, a cron run's or a queue batch's bindings and
 * services. Each member is built on its first read (`createCtx`), so a request that never geocodes
 * never builds a geocoder.
 *
 * Each member has its own type, declared beside what it holds (`DbCtx` in db/, `GeocoderCtx` in
 * geocoding/ ...), and the context is all of them. A service takes the member types it reads
 * (`DbCtx & ClockCtx`), never `Ctx`, so importing it reaches only those members' files and a test
 * passes just those members. `Ctx` is for what holds the whole context: the routes, the pages, the
 * crons and the consumers; the floors keep it there (this file sits above every service).
 */
export type Ctx = EnvCtx &
  ConfigCtx &
  BaseUrlCtx &
  ClockCtx &
  DbCtx &
  D1Ctx &
  BookmarkCtx &
  RateLimitsCtx &
  PublicPagesCtx &
  SessionsKvCtx &
  VenueLookupsCtx &
  NotificationsCtx &
  FeedQueueCtx &
  GeocoderCtx &
  RouterCtx &
  WeatherCtx &
  MailerCtx &
  AuthCtx &
  SharedReadsCtx;
