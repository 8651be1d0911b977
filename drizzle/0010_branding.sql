CREATE TABLE `tenant_logos` (
	`tenant_id` text PRIMARY KEY NOT NULL,
	`mime_type` text NOT NULL,
	`bytes` blob NOT NULL,
	`size_bytes` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
