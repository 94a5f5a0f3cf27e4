CREATE TABLE `arrival_ask_dismissals` (
	`user_id` text NOT NULL,
	`arena_id` text NOT NULL,
	`dismissed_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `arena_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`arena_id`) REFERENCES `arenas`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `games_tipoff_active_idx` ON `games` (`tipoff_at`,`arena_id`) WHERE status IN ('scheduled', 'changed');