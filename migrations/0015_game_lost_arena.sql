ALTER TABLE `games` ADD `lost_arena_name` text;--> statement-breakpoint
ALTER TABLE `games` ADD `lost_arena_city` text;--> statement-breakpoint
ALTER TABLE `games` ADD `lost_arena_state` text;