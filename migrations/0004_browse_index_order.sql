DROP INDEX `arenas_lat_lng_idx`;--> statement-breakpoint
DROP INDEX `arenas_approved_name_idx`;--> statement-breakpoint
CREATE INDEX `arenas_approved_lat_lng_idx` ON `arenas` (`approved`,`latitude`,`longitude`);--> statement-breakpoint
CREATE INDEX `arenas_approved_name_idx` ON `arenas` (`approved`,`name`,`id`);