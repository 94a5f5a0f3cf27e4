-- Full-text index over the searchable arena text, kept in step by triggers. External content:
-- the text lives once, in arenas; the index maps tokens to arenas.rowid.
CREATE VIRTUAL TABLE `arenas_fts` USING fts5(
	name, school, city, state, conference,
	content='arenas', content_rowid='rowid',
	tokenize='unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER `arenas_fts_after_insert` AFTER INSERT ON `arenas` BEGIN
	INSERT INTO arenas_fts(rowid, name, school, city, state, conference)
	VALUES (new.rowid, new.name, new.school, new.city, new.state, new.conference);
END;
--> statement-breakpoint
CREATE TRIGGER `arenas_fts_after_delete` AFTER DELETE ON `arenas` BEGIN
	INSERT INTO arenas_fts(arenas_fts, rowid, name, school, city, state, conference)
	VALUES ('delete', old.rowid, old.name, old.school, old.city, old.state, old.conference);
END;
--> statement-breakpoint
CREATE TRIGGER `arenas_fts_after_update` AFTER UPDATE OF name, school, city, state, conference ON `arenas` BEGIN
	INSERT INTO arenas_fts(arenas_fts, rowid, name, school, city, state, conference)
	VALUES ('delete', old.rowid, old.name, old.school, old.city, old.state, old.conference);
	INSERT INTO arenas_fts(rowid, name, school, city, state, conference)
	VALUES (new.rowid, new.name, new.school, new.city, new.state, new.conference);
END;
--> statement-breakpoint
INSERT INTO arenas_fts(arenas_fts) VALUES ('rebuild');
