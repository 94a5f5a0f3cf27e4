CREATE TABLE `notification_sends` (
	`key` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`game_id` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "notification_sends_kind_check" CHECK(kind IN ('leave_by', 'after_game'))
);
--> statement-breakpoint
CREATE INDEX `notification_sends_created_at_idx` ON `notification_sends` (`created_at`);--> statement-breakpoint
CREATE INDEX `notification_sends_game_id_idx` ON `notification_sends` (`game_id`);--> statement-breakpoint
CREATE TABLE `notification_settings` (
	`user_id` text PRIMARY KEY NOT NULL,
	`changes` integer DEFAULT true NOT NULL,
	`leave_by` integer DEFAULT true NOT NULL,
	`lead_minutes` integer DEFAULT 15 NOT NULL,
	`after_game` integer DEFAULT true NOT NULL,
	`email` integer DEFAULT false NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "notification_settings_lead_check" CHECK(lead_minutes BETWEEN 0 AND 120)
);
--> statement-breakpoint
CREATE TABLE `push_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`expiration_time` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `push_subscriptions_endpoint_idx` ON `push_subscriptions` (`endpoint`);--> statement-breakpoint
CREATE INDEX `push_subscriptions_user_idx` ON `push_subscriptions` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `games_leave_at_idx` ON `games` ((tipoff_at - (buffer_minutes + drive_minutes) * 60000)) WHERE status IN ('scheduled', 'changed');