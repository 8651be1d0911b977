CREATE TABLE `event_tasks` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`event_id` text NOT NULL,
	`title` text NOT NULL,
	`notes` text,
	`due_on` text NOT NULL,
	`days_before` integer,
	`assignee_user_id` text,
	`done_at` integer,
	`done_by_user_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`assignee_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`done_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `event_tasks_tenant_event_idx` ON `event_tasks` (`tenant_id`,`event_id`,`due_on`);--> statement-breakpoint
CREATE INDEX `event_tasks_tenant_assignee_idx` ON `event_tasks` (`tenant_id`,`assignee_user_id`,`done_at`,`due_on`);--> statement-breakpoint
CREATE TABLE `run_of_show_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`event_id` text NOT NULL,
	`position` integer NOT NULL,
	`time` text,
	`duration_minutes` integer,
	`title` text NOT NULL,
	`location` text,
	`responsible_user_id` text,
	`responsible_text` text,
	`notes` text,
	`visible_to_customer` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`responsible_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `run_of_show_tenant_event_idx` ON `run_of_show_entries` (`tenant_id`,`event_id`,`position`);--> statement-breakpoint
CREATE TABLE `template_run_of_show_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`template_id` text NOT NULL,
	`position` integer NOT NULL,
	`offset_minutes` integer NOT NULL,
	`duration_minutes` integer,
	`title` text NOT NULL,
	`location` text,
	`notes` text,
	`visible_to_customer` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`template_id`) REFERENCES `templates`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `template_run_of_show_tenant_template_idx` ON `template_run_of_show_entries` (`tenant_id`,`template_id`,`position`);--> statement-breakpoint
CREATE TABLE `template_tasks` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`template_id` text NOT NULL,
	`title` text NOT NULL,
	`days_before` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`template_id`) REFERENCES `templates`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `template_tasks_tenant_template_idx` ON `template_tasks` (`tenant_id`,`template_id`);--> statement-breakpoint
ALTER TABLE `profiles` ADD `task_digest` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `events` ADD `venue_name` text;--> statement-breakpoint
ALTER TABLE `events` ADD `venue_address` text;--> statement-breakpoint
ALTER TABLE `events` ADD `venue_room` text;--> statement-breakpoint
ALTER TABLE `events` ADD `venue_contact` text;--> statement-breakpoint
ALTER TABLE `events` ADD `setup_at` text;--> statement-breakpoint
ALTER TABLE `events` ADD `arrival_at` text;--> statement-breakpoint
ALTER TABLE `events` ADD `starts_at` text;--> statement-breakpoint
ALTER TABLE `events` ADD `ends_at` text;--> statement-breakpoint
ALTER TABLE `events` ADD `teardown_at` text;--> statement-breakpoint
ALTER TABLE `calendar_feeds` ADD `include_tasks` integer DEFAULT false NOT NULL;