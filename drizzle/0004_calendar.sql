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
ALTER TABLE `tenants` ADD `bundesland` text;--> statement-breakpoint
ALTER TABLE `events` ADD `updated_at` integer;--> statement-breakpoint
ALTER TABLE `events` ADD `revision` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `events_tenant_date_idx` ON `events` (`tenant_id`,`event_date`);--> statement-breakpoint
CREATE INDEX `events_tenant_deadline_idx` ON `events` (`tenant_id`,`deadline_at`);