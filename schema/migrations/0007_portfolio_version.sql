-- The portfolio's version stamp (schema/tables.ts: content_versions, PORTFOLIO_VERSION): a new random
-- value after every write to projects or images, by any path (the API, wrangler d1 execute, a restore),
-- so isolates know when the portfolio they keep in memory (its lists, pages and search index) is out
-- of date. Random rather than counted: a stamp never comes back with other content behind it. (Kept
-- below 2^53, so JavaScript and the exports of `npm run db:backup` read it exactly.)
INSERT INTO `content_versions` (`name`, `version`) VALUES ('portfolio', abs(random() % 9007199254740991));
--> statement-breakpoint
CREATE TRIGGER `projects_after_insert_portfolio_version` AFTER INSERT ON `projects` BEGIN
	INSERT INTO `content_versions` (`name`, `version`) VALUES ('portfolio', abs(random() % 9007199254740991))
		ON CONFLICT (`name`) DO UPDATE SET `version` = excluded.`version`;
END;
--> statement-breakpoint
CREATE TRIGGER `projects_after_update_portfolio_version` AFTER UPDATE ON `projects` BEGIN
	INSERT INTO `content_versions` (`name`, `version`) VALUES ('portfolio', abs(random() % 9007199254740991))
		ON CONFLICT (`name`) DO UPDATE SET `version` = excluded.`version`;
END;
--> statement-breakpoint
CREATE TRIGGER `projects_after_delete_portfolio_version` AFTER DELETE ON `projects` BEGIN
	INSERT INTO `content_versions` (`name`, `version`) VALUES ('portfolio', abs(random() % 9007199254740991))
		ON CONFLICT (`name`) DO UPDATE SET `version` = excluded.`version`;
END;
--> statement-breakpoint
CREATE TRIGGER `images_after_insert_portfolio_version` AFTER INSERT ON `images` BEGIN
	INSERT INTO `content_versions` (`name`, `version`) VALUES ('portfolio', abs(random() % 9007199254740991))
		ON CONFLICT (`name`) DO UPDATE SET `version` = excluded.`version`;
END;
--> statement-breakpoint
CREATE TRIGGER `images_after_update_portfolio_version` AFTER UPDATE ON `images` BEGIN
	INSERT INTO `content_versions` (`name`, `version`) VALUES ('portfolio', abs(random() % 9007199254740991))
		ON CONFLICT (`name`) DO UPDATE SET `version` = excluded.`version`;
END;
--> statement-breakpoint
CREATE TRIGGER `images_after_delete_portfolio_version` AFTER DELETE ON `images` BEGIN
	INSERT INTO `content_versions` (`name`, `version`) VALUES ('portfolio', abs(random() % 9007199254740991))
		ON CONFLICT (`name`) DO UPDATE SET `version` = excluded.`version`;
END;
