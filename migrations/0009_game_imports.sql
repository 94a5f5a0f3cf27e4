CREATE TABLE `import_sources` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`key` text NOT NULL,
	`label` text NOT NULL,
	`last_imported_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "import_sources_kind_check" CHECK(kind IN ('file', 'feed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `import_sources_user_kind_key_idx` ON `import_sources` (`user_id`,`kind`,`key`);--> statement-breakpoint
CREATE TABLE `import_waiting_events` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`import_source_id` text NOT NULL,
	`external_uid` text NOT NULL,
	`venue_key` text NOT NULL,
	`venue_text` text NOT NULL,
	`event` text NOT NULL,
	`candidates` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`import_source_id`) REFERENCES `import_sources`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `import_waiting_events_source_uid_idx` ON `import_waiting_events` (`import_source_id`,`external_uid`);--> statement-breakpoint
CREATE INDEX `import_waiting_events_user_venue_idx` ON `import_waiting_events` (`user_id`,`venue_key`);--> statement-breakpoint
CREATE TABLE `venue_aliases` (
	`user_id` text NOT NULL,
	`venue_key` text NOT NULL,
	`venue_text` text NOT NULL,
	`arena_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `venue_key`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`arena_id`) REFERENCES `arenas`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `venue_aliases_key_arena_idx` ON `venue_aliases` (`venue_key`,`arena_id`);--> statement-breakpoint
ALTER TABLE `games` ADD `source` text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE `games` ADD `status` text DEFAULT 'scheduled' NOT NULL;--> statement-breakpoint
ALTER TABLE `games` ADD `changes` text;--> statement-breakpoint
ALTER TABLE `games` ADD `teams` text;--> statement-breakpoint
ALTER TABLE `games` ADD `level` text;--> statement-breakpoint
ALTER TABLE `games` ADD `crew` text;--> statement-breakpoint
ALTER TABLE `games` ADD `venue_text` text;--> statement-breakpoint
ALTER TABLE `games` ADD `import_source_id` text;--> statement-breakpoint
ALTER TABLE `games` ADD `external_uid` text;--> statement-breakpoint
ALTER TABLE `games` ADD `source_tipoff_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `games_import_source_uid_idx` ON `games` (`import_source_id`,`external_uid`);