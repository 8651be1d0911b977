CREATE TABLE `invoice_pdfs` (
	`invoice_id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`bytes` blob NOT NULL,
	`size_bytes` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `invoice_pdfs_tenant_idx` ON `invoice_pdfs` (`tenant_id`,`invoice_id`);