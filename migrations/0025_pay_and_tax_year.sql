CREATE TABLE `pay_rates` (
	`user_id` text NOT NULL,
	`payer` text NOT NULL,
	`level` text NOT NULL,
	`fee_cents` integer NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`user_id`, `payer`, `level`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `tax_expenses` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`year` integer NOT NULL,
	`label` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `tax_expenses_user_year_idx` ON `tax_expenses` (`user_id`,`year`);--> statement-breakpoint
CREATE TABLE `tax_years` (
	`user_id` text NOT NULL,
	`year` integer NOT NULL,
	`mileage_rate_mills` integer,
	`reported` text,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `year`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `games` ADD `fee_cents` integer;--> statement-breakpoint
ALTER TABLE `games` ADD `fee_source` text;--> statement-breakpoint
ALTER TABLE `games` ADD `travel_cents` integer;--> statement-breakpoint
ALTER TABLE `games` ADD `payer` text;--> statement-breakpoint
ALTER TABLE `games` ADD `paid_on` text;--> statement-breakpoint
ALTER TABLE `import_sources` ADD `payer` text;