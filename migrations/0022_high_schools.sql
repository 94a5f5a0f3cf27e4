ALTER TABLE `arenas` ADD `school_id` integer REFERENCES schools(id) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `arenas_school_id_idx` ON `arenas` (`school_id`,`approved`);--> statement-breakpoint
DROP TRIGGER IF EXISTS `schools_fts_after_insert`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `schools_fts_after_delete`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `schools_fts_after_update`;--> statement-breakpoint
DROP TABLE IF EXISTS `schools_fts`;--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_schools` (
	`id` integer PRIMARY KEY NOT NULL,
	`source_id` text DEFAULT '' NOT NULL,
	`kind` text DEFAULT 'four_year' NOT NULL,
	`name` text NOT NULL,
	`alias` text DEFAULT '' NOT NULL,
	`keywords` text DEFAULT '' NOT NULL,
	`name_key` text DEFAULT '' NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`city` text NOT NULL,
	`state` text NOT NULL,
	`zip_code` text DEFAULT '' NOT NULL,
	`latitude` real,
	`longitude` real,
	`iclevel` integer,
	`grades` text,
	`sector` text,
	CONSTRAINT "schools_iclevel_check" CHECK(iclevel IS NULL OR iclevel IN (1, 2, 3)),
	CONSTRAINT "schools_kind_check" CHECK(kind IN ('high_school', 'two_year', 'four_year', 'other')),
	CONSTRAINT "schools_sector_check" CHECK(sector IS NULL OR sector IN ('public', 'private'))
);
--> statement-breakpoint
INSERT INTO `__new_schools`("id", "source_id", "kind", "name", "alias", "keywords", "name_key", "address", "city", "state", "zip_code", "latitude", "longitude", "iclevel", "grades", "sector") SELECT "id", 'ipeds:' || "id", CASE "iclevel" WHEN 1 THEN 'four_year' WHEN 2 THEN 'two_year' ELSE 'other' END, "name", "alias", '', '', "address", "city", "state", "zip_code", "latitude", "longitude", "iclevel", NULL, NULL FROM `schools`;--> statement-breakpoint
DROP TABLE `schools`;--> statement-breakpoint
ALTER TABLE `__new_schools` RENAME TO `schools`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `schools_source_id_idx` ON `schools` (`source_id`);--> statement-breakpoint
CREATE INDEX `schools_name_key_idx` ON `schools` (`name_key`,`state`);--> statement-breakpoint
CREATE INDEX `schools_zip_code_idx` ON `schools` (`zip_code`);--> statement-breakpoint
CREATE INDEX `schools_lat_lng_idx` ON `schools` (`latitude`,`longitude`);--> statement-breakpoint
-- The full-text index again, with the keywords column (external content: the text lives once, in schools).
CREATE VIRTUAL TABLE `schools_fts` USING fts5(
	name, alias, city, state, keywords,
	content='schools', content_rowid='id',
	tokenize='unicode61 remove_diacritics 2'
);
--> statement-breakpoint
INSERT INTO schools_fts(schools_fts) VALUES ('rebuild');
--> statement-breakpoint
CREATE TRIGGER `schools_fts_after_insert` AFTER INSERT ON `schools` BEGIN
	INSERT INTO schools_fts(rowid, name, alias, city, state, keywords)
	VALUES (new.id, new.name, new.alias, new.city, new.state, new.keywords);
END;
--> statement-breakpoint
CREATE TRIGGER `schools_fts_after_delete` AFTER DELETE ON `schools` BEGIN
	INSERT INTO schools_fts(schools_fts, rowid, name, alias, city, state, keywords)
	VALUES ('delete', old.id, old.name, old.alias, old.city, old.state, old.keywords);
END;
--> statement-breakpoint
CREATE TRIGGER `schools_fts_after_update` AFTER UPDATE OF name, alias, city, state, keywords ON `schools` BEGIN
	INSERT INTO schools_fts(schools_fts, rowid, name, alias, city, state, keywords)
	VALUES ('delete', old.id, old.name, old.alias, old.city, old.state, old.keywords);
	INSERT INTO schools_fts(rowid, name, alias, city, state, keywords)
	VALUES (new.id, new.name, new.alias, new.city, new.state, new.keywords);
END;
