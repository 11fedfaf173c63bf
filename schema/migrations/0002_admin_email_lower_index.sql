DROP INDEX `admin_users_email_unique`;--> statement-breakpoint
CREATE UNIQUE INDEX `admin_users_email_lower_unique` ON `admin_users` (lower("email"));