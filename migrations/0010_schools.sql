CREATE TABLE `schools` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`alias` text DEFAULT '' NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`city` text NOT NULL,
	`state` text NOT NULL,
	`zip_code` text DEFAULT '' NOT NULL,
	`latitude` real,
	`longitude` real,
	`iclevel` integer,
	CONSTRAINT "schools_iclevel_check" CHECK(iclevel IS NULL OR iclevel IN (1, 2, 3))
);
--> statement-breakpoint
CREATE INDEX `arenas_school_approved_idx` ON `arenas` (`school`,`approved`);