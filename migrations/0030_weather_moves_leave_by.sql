DROP INDEX `games_leave_at_idx`;--> statement-breakpoint
ALTER TABLE `games` ADD `weather` text;--> statement-breakpoint
ALTER TABLE `games` ADD `weather_minutes` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `games_weather_first_look_idx` ON `games` ((tipoff_at - (buffer_minutes + drive_minutes) * 60000)) WHERE status IN ('scheduled', 'changed') AND weather IS NULL;--> statement-breakpoint
CREATE INDEX `games_leave_at_idx` ON `games` ((tipoff_at - (buffer_minutes + drive_minutes + weather_minutes) * 60000)) WHERE status IN ('scheduled', 'changed');