CREATE TABLE `availability_blocks` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`start_at` integer NOT NULL,
	`end_at` integer NOT NULL,
	`label` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "availability_blocks_range_check" CHECK(end_at > start_at)
);
--> statement-breakpoint
CREATE INDEX `availability_blocks_user_start_idx` ON `availability_blocks` (`user_id`,`start_at`);--> statement-breakpoint
CREATE TABLE `availability_feeds` (
	`user_id` text PRIMARY KEY NOT NULL,
	`token` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `availability_feeds_token_unique` ON `availability_feeds` (`token`);--> statement-breakpoint
CREATE TABLE `availability_ticks` (
	`user_id` text NOT NULL,
	`start_at` integer NOT NULL,
	`platform_key` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `start_at`, `platform_key`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_notification_sends` (
	`key` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`game_id` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "notification_sends_kind_check" CHECK(kind IN ('leave_by', 'after_game', 'weather', 'report_due', 'to_confirm', 'availability_digest'))
);
--> statement-breakpoint
INSERT INTO `__new_notification_sends`("key", "user_id", "kind", "game_id", "created_at") SELECT "key", "user_id", "kind", "game_id", "created_at" FROM `notification_sends`;--> statement-breakpoint
DROP TABLE `notification_sends`;--> statement-breakpoint
ALTER TABLE `__new_notification_sends` RENAME TO `notification_sends`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `notification_sends_created_at_idx` ON `notification_sends` (`created_at`);--> statement-breakpoint
CREATE INDEX `notification_sends_game_id_idx` ON `notification_sends` (`game_id`);--> statement-breakpoint
ALTER TABLE `notification_settings` ADD `availability_digest` integer DEFAULT true NOT NULL;