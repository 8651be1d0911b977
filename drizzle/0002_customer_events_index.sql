DROP INDEX `events_end_customer_id_idx`;--> statement-breakpoint
CREATE INDEX `events_end_customer_id_idx` ON `events` (`end_customer_id`,`tenant_id`);