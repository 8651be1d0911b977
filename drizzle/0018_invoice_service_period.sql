ALTER TABLE `invoices` ADD `service_from` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `service_to` text;