ALTER TABLE `projects` ADD `budget_min` integer;--> statement-breakpoint
ALTER TABLE `projects` ADD `budget_max` integer;--> statement-breakpoint
ALTER TABLE `projects` ADD `duration_weeks` integer;--> statement-breakpoint
ALTER TABLE `projects` ADD `cost_public` integer DEFAULT false NOT NULL;