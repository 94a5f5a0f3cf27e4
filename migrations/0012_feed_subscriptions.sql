ALTER TABLE `import_sources` ADD `etag` text;--> statement-breakpoint
ALTER TABLE `import_sources` ADD `last_modified` text;--> statement-breakpoint
ALTER TABLE `import_sources` ADD `last_fetched_at` integer;--> statement-breakpoint
ALTER TABLE `import_sources` ADD `last_result` text;--> statement-breakpoint
ALTER TABLE `import_sources` ADD `last_error` text;--> statement-breakpoint
ALTER TABLE `import_sources` ADD `consecutive_failures` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `import_sources` ADD `next_fetch_at` integer;--> statement-breakpoint
CREATE INDEX `import_sources_next_fetch_idx` ON `import_sources` (`next_fetch_at`);