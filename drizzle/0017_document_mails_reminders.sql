ALTER TABLE `mail_log` ADD `event_id` text;--> statement-breakpoint
ALTER TABLE `mail_log` ADD `attachments` text;--> statement-breakpoint
CREATE INDEX `mail_log_tenant_event_idx` ON `mail_log` (`tenant_id`,`event_id`,`created_at`);