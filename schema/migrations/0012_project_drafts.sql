CREATE TABLE `project_preview_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`project_id` integer NOT NULL,
	`issued_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`author_id` integer,
	`author_name` text,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `project_preview_links_project_idx` ON `project_preview_links` (`project_id`);--> statement-breakpoint
CREATE TABLE `project_schedules` (
	`project_id` integer PRIMARY KEY NOT NULL,
	`publish_at` text NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `project_schedules_publish_at_idx` ON `project_schedules` (`publish_at`);--> statement-breakpoint
CREATE TABLE `project_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`project_id` integer NOT NULL,
	`number` integer NOT NULL,
	`content` text NOT NULL,
	`restored_from` integer,
	`author_id` integer,
	`author_name` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `project_versions_project_number_unique` ON `project_versions` (`project_id`,`number`);--> statement-breakpoint
CREATE INDEX `project_versions_slug_idx` ON `project_versions` ("content" ->> '$.slug');--> statement-breakpoint
DROP INDEX `projects_featured_id_idx`;--> statement-breakpoint
ALTER TABLE `projects` ADD `status` text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE `projects` ADD `published_at` text;--> statement-breakpoint
CREATE INDEX `projects_status_id_idx` ON `projects` (`status`,`id`);--> statement-breakpoint
CREATE INDEX `projects_status_featured_id_idx` ON `projects` (`status`,`featured`,`id`);--> statement-breakpoint
-- Written by hand from here (docs/decisions/025-project-drafts-and-versions.md). The portfolio's
-- version stamp (0007) now changes only with what visitors can see: a published project added,
-- changed or deleted, or a project published or unpublished. Drafts, versions, schedules and preview
-- links leave it, so the kept portfolio and the matcher's index stay until something is published.
DROP TRIGGER `projects_after_insert_portfolio_version`;
--> statement-breakpoint
DROP TRIGGER `projects_after_update_portfolio_version`;
--> statement-breakpoint
DROP TRIGGER `projects_after_delete_portfolio_version`;
--> statement-breakpoint
-- Every project that exists is public today: it stays published, since it was created.
UPDATE `projects` SET `status` = 'published', `published_at` = `created_at`;
--> statement-breakpoint
-- Its first version is its content now, as the Worker writes a version: the fields staff submit, in
-- the order of schema/validation.ts (worker/features/projects/versions.ts, `rowContent`, is the
-- same expression; schema/migrations.test.ts checks that both give the same text).
INSERT INTO `project_versions` (`project_id`, `number`, `content`, `created_at`)
SELECT `id`, 1, json_object(
	'title', `title`, 'slug', `slug`, 'description', `description`, 'summary', `summary`,
	'clientName', `client_name`, 'services', json(`services`), 'technologies', json(`technologies`),
	'imageUrl', `image_url`, 'galleryImages', json(`gallery_images`), 'challenge', `challenge`,
	'solution', `solution`, 'results', `results`, 'testimonial', `testimonial`,
	'testimonialAuthor', `testimonial_author`, 'projectUrl', `project_url`,
	'featured', json(CASE WHEN `featured` THEN 'true' ELSE 'false' END),
	'budgetMin', `budget_min`, 'budgetMax', `budget_max`, 'durationWeeks', `duration_weeks`,
	'costPublic', json(CASE WHEN `cost_public` THEN 'true' ELSE 'false' END)
), `updated_at`
FROM `projects`;
--> statement-breakpoint
CREATE TRIGGER `projects_after_insert_portfolio_version` AFTER INSERT ON `projects`
WHEN NEW.`status` = 'published' BEGIN
	INSERT INTO `content_versions` (`name`, `version`) VALUES ('portfolio', abs(random() % 9007199254740991))
		ON CONFLICT (`name`) DO UPDATE SET `version` = excluded.`version`;
END;
--> statement-breakpoint
CREATE TRIGGER `projects_after_update_portfolio_version` AFTER UPDATE ON `projects`
WHEN OLD.`status` = 'published' OR NEW.`status` = 'published' BEGIN
	INSERT INTO `content_versions` (`name`, `version`) VALUES ('portfolio', abs(random() % 9007199254740991))
		ON CONFLICT (`name`) DO UPDATE SET `version` = excluded.`version`;
END;
--> statement-breakpoint
CREATE TRIGGER `projects_after_delete_portfolio_version` AFTER DELETE ON `projects`
WHEN OLD.`status` = 'published' BEGIN
	INSERT INTO `content_versions` (`name`, `version`) VALUES ('portfolio', abs(random() % 9007199254740991))
		ON CONFLICT (`name`) DO UPDATE SET `version` = excluded.`version`;
END;
