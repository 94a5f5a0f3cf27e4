DROP INDEX `arenas_approved_level_idx`;--> statement-breakpoint
DROP INDEX `arenas_approved_conference_idx`;--> statement-breakpoint
CREATE INDEX `arenas_approved_level_idx` ON `arenas` (`approved`,`level`,`name`,`id`);--> statement-breakpoint
CREATE INDEX `arenas_approved_conference_idx` ON `arenas` (`approved`,`conference`,`name`,`id`);