CREATE TABLE `mail_log` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`recipient` text NOT NULL,
	`subject` text NOT NULL,
	`kind` text NOT NULL,
	`state` text NOT NULL,
	`error` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `mail_log_tenant_created_idx` ON `mail_log` (`tenant_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `message_notifications` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`event_id` text NOT NULL,
	`side` text NOT NULL,
	`recipient` text NOT NULL,
	`last_sent_at` integer,
	`pending_count` integer DEFAULT 0 NOT NULL,
	`pending_json` text DEFAULT '[]' NOT NULL,
	`pending_since` integer,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `message_notifications_thread_recipient_uq` ON `message_notifications` (`tenant_id`,`event_id`,`recipient`);--> statement-breakpoint
CREATE INDEX `message_notifications_pending_idx` ON `message_notifications` (`pending_count`,`last_sent_at`);--> statement-breakpoint
CREATE TABLE `messages` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`event_id` text NOT NULL,
	`author_type` text NOT NULL,
	`author_id` text,
	`author_name` text,
	`body` text NOT NULL,
	`created_at` integer NOT NULL,
	`read_at` integer,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `messages_tenant_event_created_idx` ON `messages` (`tenant_id`,`event_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `messages_tenant_unread_idx` ON `messages` (`tenant_id`,`author_type`,`read_at`);