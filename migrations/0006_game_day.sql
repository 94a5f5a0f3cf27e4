CREATE TABLE `games` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`arena_id` text NOT NULL,
	`tipoff_at` integer NOT NULL,
	`time_zone` text NOT NULL,
	`buffer_minutes` integer NOT NULL,
	`start_label` text,
	`start_latitude` real,
	`start_longitude` real,
	`drive_minutes` integer NOT NULL,
	`drive_source` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`arena_id`) REFERENCES `arenas`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "games_buffer_check" CHECK(buffer_minutes BETWEEN 0 AND 180),
	CONSTRAINT "games_drive_source_check" CHECK(drive_source IN ('routing', 'estimate'))
);
--> statement-breakpoint
CREATE INDEX `games_user_tipoff_idx` ON `games` (`user_id`,`tipoff_at`);--> statement-breakpoint
CREATE INDEX `games_arena_id_idx` ON `games` (`arena_id`);--> statement-breakpoint
CREATE TABLE `user_preferences` (
	`user_id` text PRIMARY KEY NOT NULL,
	`maps_app` text,
	`default_buffer_minutes` integer,
	`usual_start_label` text,
	`usual_start_latitude` real,
	`usual_start_longitude` real,
	`calendar_token` text,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "user_preferences_maps_app_check" CHECK(maps_app IS NULL OR maps_app IN ('google', 'apple', 'waze', 'osm')),
	CONSTRAINT "user_preferences_buffer_check" CHECK(default_buffer_minutes IS NULL OR default_buffer_minutes BETWEEN 0 AND 180)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_preferences_calendar_token_unique` ON `user_preferences` (`calendar_token`);--> statement-breakpoint
-- Added in place (not drizzle-kit's copy-and-rename of arenas), so the full-text triggers, the
-- rowids arenas_fts points at and the favorites' foreign keys stay as they are.
ALTER TABLE `arenas` ADD `officials_entrance` text;--> statement-breakpoint
ALTER TABLE `arenas` ADD `entrance_latitude` real;--> statement-breakpoint
ALTER TABLE `arenas` ADD `entrance_longitude` real;--> statement-breakpoint
ALTER TABLE `arenas` ADD `officials_parking` text;--> statement-breakpoint
ALTER TABLE `arenas` ADD `parking_latitude` real;--> statement-breakpoint
ALTER TABLE `arenas` ADD `parking_longitude` real;--> statement-breakpoint
ALTER TABLE `arenas` ADD `dressing_room` text;--> statement-breakpoint
ALTER TABLE `arenas` ADD `arrival_minutes` integer CONSTRAINT "arenas_arrival_minutes_check" CHECK(arrival_minutes IS NULL OR arrival_minutes BETWEEN 0 AND 180);
