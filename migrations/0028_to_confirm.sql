PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_notification_sends` (
	`key` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`game_id` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "notification_sends_kind_check" CHECK(kind IN ('leave_by', 'after_game', 'weather', 'report_due', 'to_confirm'))
);
--> statement-breakpoint
INSERT INTO `__new_notification_sends`("key", "user_id", "kind", "game_id", "created_at") SELECT "key", "user_id", "kind", "game_id", "created_at" FROM `notification_sends`;--> statement-breakpoint
DROP TABLE `notification_sends`;--> statement-breakpoint
ALTER TABLE `__new_notification_sends` RENAME TO `notification_sends`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `notification_sends_created_at_idx` ON `notification_sends` (`created_at`);--> statement-breakpoint
CREATE INDEX `notification_sends_game_id_idx` ON `notification_sends` (`game_id`);--> statement-breakpoint
ALTER TABLE `games` ADD `confirm_with` text;--> statement-breakpoint
ALTER TABLE `games` ADD `confirm_marked_at` integer;--> statement-breakpoint
CREATE INDEX `games_confirm_marked_idx` ON `games` (`confirm_marked_at`) WHERE confirm_with IS NOT NULL;