CREATE TABLE `files` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`event_id` text NOT NULL,
	`storage_key` text NOT NULL,
	`name` text NOT NULL,
	`mime_type` text NOT NULL,
	`size_bytes` integer NOT NULL,
	`note` text,
	`shared` integer DEFAULT false NOT NULL,
	`uploader_type` text NOT NULL,
	`uploader_id` text,
	`uploader_name` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `files_storage_key_unique` ON `files` (`storage_key`);--> statement-breakpoint
CREATE INDEX `files_tenant_event_created_idx` ON `files` (`tenant_id`,`event_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `files_tenant_created_idx` ON `files` (`tenant_id`,`created_at`);--> statement-breakpoint
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
ALTER TABLE `tenants` ADD `imprint_url` text;--> statement-breakpoint
ALTER TABLE `tenants` ADD `cancelled_at` integer;--> statement-breakpoint
ALTER TABLE `tenants` ADD `erase_after` integer;--> statement-breakpoint
ALTER TABLE `tenants` ADD `erased_at` integer;--> statement-breakpoint
ALTER TABLE `end_customers` ADD `deletion_requested_at` integer;--> statement-breakpoint
ALTER TABLE `end_customers` ADD `erased_at` integer;