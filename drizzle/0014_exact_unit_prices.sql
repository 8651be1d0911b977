ALTER TABLE `cart_items` ADD `follows_guests` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `invoice_lines` ADD `unit_price_e4` integer;--> statement-breakpoint
ALTER TABLE `invoice_lines` ADD `price_basis` text;--> statement-breakpoint
ALTER TABLE `offer_lines` ADD `unit_price_e4` integer;--> statement-breakpoint
ALTER TABLE `offer_lines` ADD `price_basis` text;