ALTER TABLE `profiles` ADD `phone` text;--> statement-breakpoint
ALTER TABLE `end_customers` ADD `salutation` text;--> statement-breakpoint
ALTER TABLE `end_customers` ADD `title` text;