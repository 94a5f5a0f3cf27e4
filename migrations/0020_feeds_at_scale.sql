CREATE TABLE `feed_hosts` (
	`host` text PRIMARY KEY NOT NULL,
	`paused_until` integer NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `feed_hosts_paused_until_idx` ON `feed_hosts` (`paused_until`);--> statement-breakpoint
CREATE TABLE `schedule_cursors` (
	`job` text PRIMARY KEY NOT NULL,
	`done_through` integer NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `import_sources` ADD `host` text;--> statement-breakpoint
ALTER TABLE `import_sources` ADD `fetch_interval_ms` integer DEFAULT 7200000 NOT NULL;--> statement-breakpoint
ALTER TABLE `import_sources` ADD `fetch_phase_ms` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `import_sources` ADD `content_hash` text;--> statement-breakpoint
CREATE INDEX `import_sources_phase_idx` ON `import_sources` (`fetch_interval_ms`,`fetch_phase_ms`,`id`,`host`) WHERE kind = 'feed' AND next_fetch_at IS NULL;--> statement-breakpoint
UPDATE `import_sources` SET `host` = lower(substr(`key`, instr(`key`, '://') + 3, instr(substr(`key`, instr(`key`, '://') + 3) || '/', '/') - 1)) WHERE `kind` = 'feed';--> statement-breakpoint
UPDATE `import_sources` SET `fetch_phase_ms` = ((((((((((((((((((((((((((((((((0) * 31 + unicode(substr(`id`, 1, 1))) % `fetch_interval_ms`) * 31 + unicode(substr(`id`, 2, 1))) % `fetch_interval_ms`) * 31 + unicode(substr(`id`, 3, 1))) % `fetch_interval_ms`) * 31 + unicode(substr(`id`, 4, 1))) % `fetch_interval_ms`) * 31 + unicode(substr(`id`, 5, 1))) % `fetch_interval_ms`) * 31 + unicode(substr(`id`, 6, 1))) % `fetch_interval_ms`) * 31 + unicode(substr(`id`, 7, 1))) % `fetch_interval_ms`) * 31 + unicode(substr(`id`, 8, 1))) % `fetch_interval_ms`) * 31 + unicode(substr(`id`, 9, 1))) % `fetch_interval_ms`) * 31 + unicode(substr(`id`, 10, 1))) % `fetch_interval_ms`) * 31 + unicode(substr(`id`, 11, 1))) % `fetch_interval_ms`) * 31 + unicode(substr(`id`, 12, 1))) % `fetch_interval_ms`) * 31 + unicode(substr(`id`, 13, 1))) % `fetch_interval_ms`) * 31 + unicode(substr(`id`, 14, 1))) % `fetch_interval_ms`) * 31 + unicode(substr(`id`, 15, 1))) % `fetch_interval_ms`) * 31 + unicode(substr(`id`, 16, 1))) % `fetch_interval_ms` WHERE `kind` = 'feed';--> statement-breakpoint
UPDATE `import_sources` SET `next_fetch_at` = NULL WHERE `kind` = 'feed' AND `consecutive_failures` = 0;
