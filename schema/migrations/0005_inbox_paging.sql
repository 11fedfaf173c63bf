CREATE TABLE `content_versions` (
	`name` text PRIMARY KEY NOT NULL,
	`version` integer NOT NULL
);
--> statement-breakpoint
DROP INDEX `contact_messages_created_at_idx`;--> statement-breakpoint
CREATE INDEX `contact_messages_created_at_id_idx` ON `contact_messages` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `contact_messages_status_created_at_id_idx` ON `contact_messages` (`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `contact_messages_service_created_at_id_idx` ON `contact_messages` (`service`,`created_at`,`id`);