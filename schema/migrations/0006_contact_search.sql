-- Full-text search over contact messages (name, email, message) for the staff inbox: an FTS5 index
-- whose content is the contact_messages table itself, kept in step by the triggers below. The
-- unicode61 tokenizer folds case and diacritics ("José" is found as "jose").
CREATE VIRTUAL TABLE `contact_messages_fts` USING fts5(
	name,
	email,
	message,
	content = 'contact_messages',
	content_rowid = 'id',
	tokenize = 'unicode61 remove_diacritics 2'
);
--> statement-breakpoint
INSERT INTO `contact_messages_fts` (`contact_messages_fts`) VALUES ('rebuild');
--> statement-breakpoint
CREATE TRIGGER `contact_messages_fts_after_insert` AFTER INSERT ON `contact_messages` BEGIN
	INSERT INTO `contact_messages_fts` (rowid, name, email, message) VALUES (new.id, new.name, new.email, new.message);
END;
--> statement-breakpoint
CREATE TRIGGER `contact_messages_fts_after_delete` AFTER DELETE ON `contact_messages` BEGIN
	INSERT INTO `contact_messages_fts` (`contact_messages_fts`, rowid, name, email, message) VALUES ('delete', old.id, old.name, old.email, old.message);
END;
--> statement-breakpoint
CREATE TRIGGER `contact_messages_fts_after_update` AFTER UPDATE OF name, email, message ON `contact_messages` BEGIN
	INSERT INTO `contact_messages_fts` (`contact_messages_fts`, rowid, name, email, message) VALUES ('delete', old.id, old.name, old.email, old.message);
	INSERT INTO `contact_messages_fts` (rowid, name, email, message) VALUES (new.id, new.name, new.email, new.message);
END;
