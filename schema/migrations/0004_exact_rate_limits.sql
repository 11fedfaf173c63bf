CREATE TABLE `rate_limit_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `rate_limit_events_key_at_idx` ON `rate_limit_events` (`key`,`at`);--> statement-breakpoint
CREATE INDEX `rate_limit_events_at_idx` ON `rate_limit_events` (`at`);--> statement-breakpoint
DROP TABLE `rate_limit_counters`;