CREATE TABLE `shared_alias_blocks` (
	`venue_key` text NOT NULL,
	`arena_id` text NOT NULL,
	`venue_text` text NOT NULL,
	`blocked_by` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	PRIMARY KEY(`venue_key`, `arena_id`),
	FOREIGN KEY (`arena_id`) REFERENCES `arenas`(`id`) ON UPDATE no action ON DELETE cascade
);
