CREATE TABLE `arena_confirmations` (
	`id` text PRIMARY KEY NOT NULL,
	`arena_id` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`arena_id`) REFERENCES `arenas`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `arena_confirmations_arena_created_idx` ON `arena_confirmations` (`arena_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `arena_confirmations_user_arena_created_idx` ON `arena_confirmations` (`user_id`,`arena_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `arena_suggestions` (
	`id` text PRIMARY KEY NOT NULL,
	`arena_id` text NOT NULL,
	`user_id` text,
	`fields` text NOT NULL,
	`base` text NOT NULL,
	`base_updated_at` integer NOT NULL,
	`note` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`reason` text,
	`applied` text,
	`reviewed_by` text,
	`reviewed_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`arena_id`) REFERENCES `arenas`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`reviewed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "arena_suggestions_status_check" CHECK(status IN ('pending', 'applied', 'rejected'))
);
--> statement-breakpoint
CREATE INDEX `arena_suggestions_status_created_idx` ON `arena_suggestions` (`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `arena_suggestions_created_idx` ON `arena_suggestions` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `arena_suggestions_user_created_idx` ON `arena_suggestions` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `arena_suggestions_arena_id_idx` ON `arena_suggestions` (`arena_id`);--> statement-breakpoint
ALTER TABLE `arenas` ADD `possible_duplicates` text;