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
CREATE INDEX `files_tenant_created_idx` ON `files` (`tenant_id`,`created_at`);