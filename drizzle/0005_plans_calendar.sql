CREATE TABLE `plan_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`plan` text NOT NULL,
	`status` text DEFAULT 'requested' NOT NULL,
	`requested_by_user_id` text,
	`billing_json` text DEFAULT '{}' NOT NULL,
	`created_at` integer NOT NULL,
	`decided_at` integer,
	`decided_by_user_id` text,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`requested_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`decided_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `plan_requests_tenant_idx` ON `plan_requests` (`tenant_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `plan_requests_status_idx` ON `plan_requests` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `retention_runs` (
	`id` text PRIMARY KEY NOT NULL,
	`job` text NOT NULL,
	`started_at` integer NOT NULL,
	`finished_at` integer,
	`details_json` text DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `retention_runs_started_idx` ON `retention_runs` (`started_at`);--> statement-breakpoint
CREATE TABLE `calendar_feeds` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`user_id` text NOT NULL,
	`scope` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` integer NOT NULL,
	`revoked_at` integer,
	`last_used_at` integer,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `calendar_feeds_token_hash_unique` ON `calendar_feeds` (`token_hash`);--> statement-breakpoint
CREATE INDEX `calendar_feeds_tenant_user_idx` ON `calendar_feeds` (`tenant_id`,`user_id`);--> statement-breakpoint
ALTER TABLE `tenants` ADD `imprint_url` text;--> statement-breakpoint
ALTER TABLE `tenants` ADD `cancelled_at` integer;--> statement-breakpoint
ALTER TABLE `tenants` ADD `erase_after` integer;--> statement-breakpoint
ALTER TABLE `tenants` ADD `erased_at` integer;--> statement-breakpoint
ALTER TABLE `tenants` ADD `bundesland` text;--> statement-breakpoint
ALTER TABLE `end_customers` ADD `deletion_requested_at` integer;--> statement-breakpoint
ALTER TABLE `end_customers` ADD `erased_at` integer;--> statement-breakpoint
ALTER TABLE `events` ADD `updated_at` integer;--> statement-breakpoint
ALTER TABLE `events` ADD `revision` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `events_tenant_date_idx` ON `events` (`tenant_id`,`event_date`);--> statement-breakpoint
CREATE INDEX `events_tenant_deadline_idx` ON `events` (`tenant_id`,`deadline_at`);