ALTER TABLE `end_customers` ADD `debtor_number` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `end_customers_tenant_debtor_uq` ON `end_customers` (`tenant_id`,`debtor_number`);--> statement-breakpoint
ALTER TABLE `tenant_billing_profiles` ADD `chart_of_accounts` text DEFAULT '03' NOT NULL;--> statement-breakpoint
UPDATE `end_customers` SET `debtor_number` = 10000 + (SELECT count(*) FROM `end_customers` AS `c` WHERE `c`.`tenant_id` = `end_customers`.`tenant_id` AND (`c`.`created_at` < `end_customers`.`created_at` OR (`c`.`created_at` = `end_customers`.`created_at` AND `c`.`id` <= `end_customers`.`id`)));
