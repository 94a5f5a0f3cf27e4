-- Custom SQL migration file, put your code below! --
-- Full-text index over the schools' searchable text, kept in step by triggers (external content:
-- the text lives once, in schools).
CREATE VIRTUAL TABLE `schools_fts` USING fts5(
	name, alias, city, state,
	content='schools', content_rowid='id',
	tokenize='unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER `schools_fts_after_insert` AFTER INSERT ON `schools` BEGIN
	INSERT INTO schools_fts(rowid, name, alias, city, state)
	VALUES (new.id, new.name, new.alias, new.city, new.state);
END;
--> statement-breakpoint
CREATE TRIGGER `schools_fts_after_delete` AFTER DELETE ON `schools` BEGIN
	INSERT INTO schools_fts(schools_fts, rowid, name, alias, city, state)
	VALUES ('delete', old.id, old.name, old.alias, old.city, old.state);
END;
--> statement-breakpoint
CREATE TRIGGER `schools_fts_after_update` AFTER UPDATE OF name, alias, city, state ON `schools` BEGIN
	INSERT INTO schools_fts(schools_fts, rowid, name, alias, city, state)
	VALUES ('delete', old.id, old.name, old.alias, old.city, old.state);
	INSERT INTO schools_fts(rowid, name, alias, city, state)
	VALUES (new.id, new.name, new.alias, new.city, new.state);
END;
