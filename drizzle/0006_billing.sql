CREATE TABLE `invoice_lines` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`position` integer NOT NULL,
	`text` text NOT NULL,
	`quantity_milli` integer NOT NULL,
	`unit_code` text DEFAULT 'C62' NOT NULL,
	`unit_label` text NOT NULL,
	`unit_price_cents` integer NOT NULL,
	`vat_rate` integer NOT NULL,
	`group_key` text,
	`invoice_id` text NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `invoice_lines_invoice_idx` ON `invoice_lines` (`invoice_id`,`position`);--> statement-breakpoint
CREATE TABLE `invoices` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`offer_id` text,
	`event_id` text,
	`end_customer_id` text,
	`kind` text NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`number` text,
	`event_name` text NOT NULL,
	`customer_name` text,
	`deposit_percent` integer,
	`cancels_invoice_id` text,
	`issue_date` text,
	`due_date` text,
	`intro` text,
	`closing` text,
	`net_cents` integer DEFAULT 0 NOT NULL,
	`vat_cents` integer DEFAULT 0 NOT NULL,
	`gross_cents` integer DEFAULT 0 NOT NULL,
	`payable_cents` integer DEFAULT 0 NOT NULL,
	`paid_cents` integer DEFAULT 0 NOT NULL,
	`document_json` text,
	`xml` text,
	`finalized_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`offer_id`) REFERENCES `offers`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`end_customer_id`) REFERENCES `end_customers`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `invoices_tenant_created_idx` ON `invoices` (`tenant_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `invoices_tenant_offer_idx` ON `invoices` (`tenant_id`,`offer_id`);--> statement-breakpoint
CREATE INDEX `invoices_tenant_event_idx` ON `invoices` (`tenant_id`,`event_id`);--> statement-breakpoint
CREATE INDEX `invoices_tenant_customer_idx` ON `invoices` (`tenant_id`,`end_customer_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_tenant_number_uq` ON `invoices` (`tenant_id`,`number`);--> statement-breakpoint
CREATE TABLE `number_sequences` (
	`tenant_id` text NOT NULL,
	`kind` text NOT NULL,
	`year` integer NOT NULL,
	`last_value` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`tenant_id`, `kind`, `year`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `offer_lines` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`position` integer NOT NULL,
	`text` text NOT NULL,
	`quantity_milli` integer NOT NULL,
	`unit_code` text DEFAULT 'C62' NOT NULL,
	`unit_label` text NOT NULL,
	`unit_price_cents` integer NOT NULL,
	`vat_rate` integer NOT NULL,
	`group_key` text,
	`offer_id` text NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`offer_id`) REFERENCES `offers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `offer_lines_offer_idx` ON `offer_lines` (`offer_id`,`position`);--> statement-breakpoint
CREATE TABLE `offers` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`event_id` text,
	`end_customer_id` text,
	`offer_request_id` text,
	`replaces_offer_id` text,
	`version` integer DEFAULT 1 NOT NULL,
	`number` text,
	`status` text DEFAULT 'draft' NOT NULL,
	`event_name` text NOT NULL,
	`customer_name` text,
	`valid_until` text,
	`intro` text,
	`closing` text,
	`issue_date` text,
	`net_cents` integer DEFAULT 0 NOT NULL,
	`vat_cents` integer DEFAULT 0 NOT NULL,
	`gross_cents` integer DEFAULT 0 NOT NULL,
	`document_json` text,
	`sent_at` integer,
	`decided_at` integer,
	`signer_name` text,
	`signer_ip` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`end_customer_id`) REFERENCES `end_customers`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`offer_request_id`) REFERENCES `offer_requests`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `offers_tenant_created_idx` ON `offers` (`tenant_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `offers_tenant_event_idx` ON `offers` (`tenant_id`,`event_id`);--> statement-breakpoint
CREATE INDEX `offers_tenant_customer_idx` ON `offers` (`tenant_id`,`end_customer_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `offers_tenant_number_uq` ON `offers` (`tenant_id`,`number`);--> statement-breakpoint
CREATE TABLE `payments` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`invoice_id` text NOT NULL,
	`paid_on` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `payments_tenant_invoice_idx` ON `payments` (`tenant_id`,`invoice_id`);--> statement-breakpoint
CREATE TABLE `tenant_billing_profiles` (
	`tenant_id` text PRIMARY KEY NOT NULL,
	`legal_name` text,
	`street` text,
	`postcode` text,
	`city` text,
	`country` text DEFAULT 'DE' NOT NULL,
	`vat_id` text,
	`tax_number` text,
	`contact_name` text,
	`contact_phone` text,
	`contact_email` text,
	`iban` text,
	`bic` text,
	`payment_days` integer DEFAULT 14 NOT NULL,
	`offer_pattern` text DEFAULT 'AN-{YYYY}-{NNNN}' NOT NULL,
	`invoice_pattern` text DEFAULT 'RE-{YYYY}-{NNNN}' NOT NULL,
	`small_business` integer DEFAULT false NOT NULL,
	`intro_text` text,
	`closing_text` text,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `end_customers` ADD `street` text;--> statement-breakpoint
ALTER TABLE `end_customers` ADD `postcode` text;--> statement-breakpoint
ALTER TABLE `end_customers` ADD `city` text;--> statement-breakpoint
ALTER TABLE `end_customers` ADD `country` text;--> statement-breakpoint
ALTER TABLE `end_customers` ADD `vat_id` text;--> statement-breakpoint
ALTER TABLE `end_customers` ADD `buyer_reference` text;--> statement-breakpoint
ALTER TABLE `services` ADD `vat_split_percent` integer;