DROP INDEX `event_activities_tenant_event_created_idx`;--> statement-breakpoint
CREATE INDEX `event_activities_tenant_event_created_id_idx` ON `event_activities` (`tenant_id`,`event_id`,`created_at`,`id`);--> statement-breakpoint
DROP INDEX `messages_tenant_event_created_idx`;--> statement-breakpoint
CREATE INDEX `messages_tenant_event_created_id_idx` ON `messages` (`tenant_id`,`event_id`,`created_at`,`id`);