ALTER TABLE `games` ADD `one_way_miles` real;--> statement-breakpoint
ALTER TABLE `games` ADD `miles_source` text;--> statement-breakpoint
ALTER TABLE `games` ADD `entered_miles` real;--> statement-breakpoint
ALTER TABLE `games` ADD `not_driven` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `user_preferences` ADD `trip_count` text;--> statement-breakpoint
ALTER TABLE `user_preferences` ADD `mileage_rate` real;