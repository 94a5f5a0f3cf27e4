CREATE TABLE `weekday_starts` (
	`user_id` text NOT NULL,
	`weekday` integer NOT NULL,
	`label` text NOT NULL,
	`latitude` real NOT NULL,
	`longitude` real NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `weekday`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "weekday_starts_weekday_check" CHECK(weekday BETWEEN 1 AND 7)
);
--> statement-breakpoint
ALTER TABLE `games` ADD `start_follows` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- Games without a start, or with the usual start, followed the profile before this column: they still do.
UPDATE `games` SET `start_follows` = 1 WHERE `start_latitude` IS NULL OR EXISTS (SELECT 1 FROM `user_preferences` WHERE `user_preferences`.`user_id` = `games`.`user_id` AND `user_preferences`.`usual_start_latitude` = `games`.`start_latitude` AND `user_preferences`.`usual_start_longitude` = `games`.`start_longitude`);
