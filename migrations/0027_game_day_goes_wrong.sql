CREATE TABLE `contacts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`name_key` text NOT NULL,
	`role` text DEFAULT 'crew' NOT NULL,
	`arena_id` text,
	`scope_key` text DEFAULT '' NOT NULL,
	`payer` text,
	`phone` text,
	`email` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`arena_id`) REFERENCES `arenas`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "contacts_role_check" CHECK(role IN ('crew', 'site', 'assigner'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contacts_user_name_scope_idx` ON `contacts` (`user_id`,`name_key`,`scope_key`);--> statement-breakpoint
CREATE TABLE `game_reports` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`game_id` text NOT NULL,
	`kind` text NOT NULL,
	`who` text,
	`when_in_game` text,
	`rule` text,
	`words` text,
	`notes` text DEFAULT '' NOT NULL,
	`due_at` integer NOT NULL,
	`authority` text NOT NULL,
	`sent_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "game_reports_kind_check" CHECK(kind IN ('ejection', 'incident'))
);
--> statement-breakpoint
CREATE INDEX `game_reports_game_idx` ON `game_reports` (`game_id`);--> statement-breakpoint
CREATE INDEX `game_reports_user_open_idx` ON `game_reports` (`user_id`) WHERE sent_at IS NULL;--> statement-breakpoint
CREATE INDEX `game_reports_due_open_idx` ON `game_reports` (`due_at`) WHERE sent_at IS NULL;--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_notification_sends` (
	`key` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`game_id` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "notification_sends_kind_check" CHECK(kind IN ('leave_by', 'after_game', 'weather', 'report_due'))
);
--> statement-breakpoint
INSERT INTO `__new_notification_sends`("key", "user_id", "kind", "game_id", "created_at") SELECT "key", "user_id", "kind", "game_id", "created_at" FROM `notification_sends`;--> statement-breakpoint
DROP TABLE `notification_sends`;--> statement-breakpoint
ALTER TABLE `__new_notification_sends` RENAME TO `notification_sends`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `notification_sends_created_at_idx` ON `notification_sends` (`created_at`);--> statement-breakpoint
CREATE INDEX `notification_sends_game_id_idx` ON `notification_sends` (`game_id`);