ALTER TABLE `site_file_revisions` ADD `pull_request` integer;--> statement-breakpoint
ALTER TABLE `site_file_revisions` ADD `published_url` text;