-- Custom SQL migration file, put your code below! --
-- The words of the schools' full-text index, each once: a venue's misspelt word ("Hertige",
-- "Coounty") is offered the index's words of its first letters within one edit.
CREATE VIRTUAL TABLE `schools_fts_words` USING fts5vocab(`schools_fts`, 'row');
