PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_games` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`arena_id` text,
	`tipoff_at` integer NOT NULL,
	`time_zone` text NOT NULL,
	`buffer_minutes` integer NOT NULL,
	`start_label` text,
	`start_latitude` real,
	`start_longitude` real,
	`drive_minutes` integer NOT NULL,
	`drive_source` text NOT NULL,
	`one_way_miles` real,
	`miles_source` text,
	`entered_miles` real,
	`not_driven` integer DEFAULT false NOT NULL,
	`source` text DEFAULT 'manual' NOT NULL,
	`status` text DEFAULT 'scheduled' NOT NULL,
	`changes` text,
	`teams` text,
	`level` text,
	`crew` text,
	`venue_text` text,
	`import_source_id` text,
	`external_uid` text,
	`source_tipoff_at` integer,
	`lost_arena_name` text,
	`lost_arena_city` text,
	`lost_arena_state` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`arena_id`) REFERENCES `arenas`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "games_buffer_check" CHECK(buffer_minutes BETWEEN 0 AND 180),
	CONSTRAINT "games_drive_source_check" CHECK(drive_source IN ('routing', 'estimate'))
);
--> statement-breakpoint
INSERT INTO `__new_games`("id", "user_id", "arena_id", "tipoff_at", "time_zone", "buffer_minutes", "start_label", "start_latitude", "start_longitude", "drive_minutes", "drive_source", "one_way_miles", "miles_source", "entered_miles", "not_driven", "source", "status", "changes", "teams", "level", "crew", "venue_text", "import_source_id", "external_uid", "source_tipoff_at", "lost_arena_name", "lost_arena_city", "lost_arena_state", "created_at", "updated_at") SELECT "id", "user_id", "arena_id", "tipoff_at", "time_zone", "buffer_minutes", "start_label", "start_latitude", "start_longitude", "drive_minutes", "drive_source", "one_way_miles", "miles_source", "entered_miles", "not_driven", "source", "status", "changes", "teams", "level", "crew", "venue_text", "import_source_id", "external_uid", "source_tipoff_at", "lost_arena_name", "lost_arena_city", "lost_arena_state", "created_at", "updated_at" FROM `games`;--> statement-breakpoint
DROP TABLE `games`;--> statement-breakpoint
ALTER TABLE `__new_games` RENAME TO `games`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `games_user_tipoff_idx` ON `games` (`user_id`,`tipoff_at`);--> statement-breakpoint
CREATE INDEX `games_arena_id_idx` ON `games` (`arena_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `games_import_source_uid_idx` ON `games` (`import_source_id`,`external_uid`);