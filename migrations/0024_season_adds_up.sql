CREATE TABLE `game_source_events` (
	`import_source_id` text NOT NULL,
	`external_uid` text NOT NULL,
	`user_id` text NOT NULL,
	`game_id` text,
	`sent_tipoff_at` integer NOT NULL,
	`sent_arena_id` text,
	`state` text DEFAULT 'listed' NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	PRIMARY KEY(`import_source_id`, `external_uid`),
	FOREIGN KEY (`import_source_id`) REFERENCES `import_sources`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`sent_arena_id`) REFERENCES `arenas`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "game_source_events_state_check" CHECK(state IN ('listed', 'cancelled', 'dropped'))
);
--> statement-breakpoint
CREATE INDEX `game_source_events_game_idx` ON `game_source_events` (`game_id`);--> statement-breakpoint
CREATE INDEX `game_source_events_user_uid_idx` ON `game_source_events` (`user_id`,`external_uid`);--> statement-breakpoint
CREATE TABLE `known_clashes` (
	`user_id` text NOT NULL,
	`game_id` text NOT NULL,
	`other_game_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	PRIMARY KEY(`game_id`, `other_game_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`other_game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `known_clashes_user_idx` ON `known_clashes` (`user_id`);--> statement-breakpoint
CREATE INDEX `known_clashes_other_game_idx` ON `known_clashes` (`other_game_id`);--> statement-breakpoint
-- Each imported game's source event becomes its first row behind the game, with what the source last sent.
INSERT INTO `game_source_events` (`import_source_id`, `external_uid`, `user_id`, `game_id`, `sent_tipoff_at`, `sent_arena_id`, `state`, `created_at`, `updated_at`)
SELECT `games`.`import_source_id`, `games`.`external_uid`, `games`.`user_id`, `games`.`id`,
  coalesce(`games`.`source_tipoff_at`, `games`.`tipoff_at`), `games`.`arena_id`,
  CASE `games`.`status` WHEN 'cancelled' THEN 'cancelled' WHEN 'removed' THEN 'dropped' ELSE 'listed' END,
  `games`.`created_at`, `games`.`updated_at`
FROM `games` INNER JOIN `import_sources` ON `import_sources`.`id` = `games`.`import_source_id`
WHERE `games`.`external_uid` IS NOT NULL;--> statement-breakpoint
DROP INDEX `games_import_source_uid_idx`;--> statement-breakpoint
ALTER TABLE `games` DROP COLUMN `import_source_id`;--> statement-breakpoint
ALTER TABLE `games` DROP COLUMN `external_uid`;--> statement-breakpoint
ALTER TABLE `games` DROP COLUMN `source_tipoff_at`;