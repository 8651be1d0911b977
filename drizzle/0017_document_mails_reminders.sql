CREATE TABLE `invoice_reminders` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`invoice_id` text NOT NULL,
	`level` integer NOT NULL,
	`reminder_date` text NOT NULL,
	`open_cents` integer NOT NULL,
	`interest_cents` integer DEFAULT 0 NOT NULL,
	`interest_rate_bp` integer DEFAULT 0 NOT NULL,
	`fee_cents` integer DEFAULT 0 NOT NULL,
	`recipient` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `invoice_reminders_tenant_invoice_idx` ON `invoice_reminders` (`tenant_id`,`invoice_id`,`level`);--> statement-breakpoint
ALTER TABLE `end_customer_auth_tokens` ADD `target_path` text;--> statement-breakpoint
ALTER TABLE `tenant_billing_profiles` ADD `reminder_after_days` integer;--> statement-breakpoint
ALTER TABLE `mail_log` ADD `event_id` text;--> statement-breakpoint
ALTER TABLE `mail_log` ADD `attachments` text;--> statement-breakpoint
CREATE INDEX `mail_log_tenant_event_idx` ON `mail_log` (`tenant_id`,`event_id`,`created_at`);