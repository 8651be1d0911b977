DROP INDEX `end_customers_tenant_created_idx`;--> statement-breakpoint
CREATE INDEX `end_customers_tenant_created_idx` ON `end_customers` (`tenant_id`,`created_at`,`id`);--> statement-breakpoint
DROP INDEX `events_tenant_created_idx`;--> statement-breakpoint
CREATE INDEX `events_tenant_created_idx` ON `events` (`tenant_id`,`created_at`,`id`);