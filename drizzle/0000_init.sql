CREATE TABLE `cart_items` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`event_id` text NOT NULL,
	`service_id` text NOT NULL,
	`quantity` integer DEFAULT 1 NOT NULL,
	`count_adults` integer,
	`count_children` integer,
	`count_toddlers` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `cart_items_tenant_id_idx` ON `cart_items` (`tenant_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `cart_items_event_service_uq` ON `cart_items` (`event_id`,`service_id`);--> statement-breakpoint
CREATE INDEX `cart_items_service_id_idx` ON `cart_items` (`service_id`);--> statement-breakpoint
CREATE TABLE `end_customer_auth_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`end_customer_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`end_customer_id`) REFERENCES `end_customers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `end_customer_auth_tokens_token_hash_unique` ON `end_customer_auth_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `end_customer_auth_tokens_tenant_id_idx` ON `end_customer_auth_tokens` (`tenant_id`);--> statement-breakpoint
CREATE INDEX `end_customer_auth_tokens_end_customer_id_idx` ON `end_customer_auth_tokens` (`end_customer_id`);--> statement-breakpoint
CREATE TABLE `end_customers` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`name` text,
	`email` text NOT NULL,
	`phone` text,
	`company` text,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL,
	`last_login_at` integer,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `end_customers_tenant_id_idx` ON `end_customers` (`tenant_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `end_customers_tenant_email_uq` ON `end_customers` (`tenant_id`,`email`);--> statement-breakpoint
CREATE INDEX `end_customers_tenant_created_idx` ON `end_customers` (`tenant_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `events` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`template_id` text,
	`event_type` text NOT NULL,
	`event_date` integer,
	`deadline_at` integer,
	`assigned_planner_id` text,
	`end_customer_id` text,
	`guest_count` integer,
	`budget_cents` integer,
	`contact_person` text,
	`contact_email` text,
	`contact_phone` text,
	`notes` text,
	`status` text DEFAULT 'draft' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`template_id`) REFERENCES `templates`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`assigned_planner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`end_customer_id`) REFERENCES `end_customers`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `events_tenant_id_idx` ON `events` (`tenant_id`);--> statement-breakpoint
CREATE INDEX `events_tenant_created_idx` ON `events` (`tenant_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `events_template_id_idx` ON `events` (`template_id`);--> statement-breakpoint
CREATE INDEX `events_assigned_planner_id_idx` ON `events` (`assigned_planner_id`);--> statement-breakpoint
CREATE INDEX `events_end_customer_id_idx` ON `events` (`end_customer_id`);--> statement-breakpoint
CREATE TABLE `invitations` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`email` text NOT NULL,
	`role` text NOT NULL,
	`token_hash` text NOT NULL,
	`invited_by_user_id` text,
	`expires_at` integer NOT NULL,
	`accepted_at` integer,
	`revoked_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invited_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invitations_token_hash_unique` ON `invitations` (`token_hash`);--> statement-breakpoint
CREATE INDEX `invitations_tenant_id_idx` ON `invitations` (`tenant_id`);--> statement-breakpoint
CREATE INDEX `invitations_invited_by_user_id_idx` ON `invitations` (`invited_by_user_id`);--> statement-breakpoint
CREATE TABLE `offer_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`event_id` text,
	`end_customer_id` text,
	`status` text DEFAULT 'open' NOT NULL,
	`event_name` text NOT NULL,
	`customer_name` text,
	`customer_email` text,
	`snapshot_json` text NOT NULL,
	`net_cents` integer NOT NULL,
	`vat_cents` integer NOT NULL,
	`gross_cents` integer NOT NULL,
	`created_at` integer NOT NULL,
	`decided_at` integer,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`end_customer_id`) REFERENCES `end_customers`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `offer_requests_tenant_id_idx` ON `offer_requests` (`tenant_id`);--> statement-breakpoint
CREATE INDEX `offer_requests_event_id_idx` ON `offer_requests` (`event_id`);--> statement-breakpoint
CREATE INDEX `offer_requests_end_customer_id_idx` ON `offer_requests` (`end_customer_id`);--> statement-breakpoint
CREATE INDEX `offer_requests_tenant_status_idx` ON `offer_requests` (`tenant_id`,`status`,`decided_at`);--> statement-breakpoint
CREATE TABLE `profiles` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`tenant_id` text,
	`role` text NOT NULL,
	`full_name` text DEFAULT '' NOT NULL,
	`company` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `profiles_user_id_unique` ON `profiles` (`user_id`);--> statement-breakpoint
CREATE INDEX `profiles_tenant_id_idx` ON `profiles` (`tenant_id`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`key`, `window_start`)
);
--> statement-breakpoint
CREATE INDEX `rate_limits_window_idx` ON `rate_limits` (`window_start`);--> statement-breakpoint
CREATE TABLE `security_events` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text,
	`event_type` text NOT NULL,
	`resource_type` text NOT NULL,
	`resource_id` text,
	`details` text DEFAULT '{}' NOT NULL,
	`actor_user_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `security_events_tenant_created_idx` ON `security_events` (`tenant_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `security_events_actor_user_id_idx` ON `security_events` (`actor_user_id`);--> statement-breakpoint
CREATE TABLE `services` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`is_active` integer DEFAULT true NOT NULL,
	`pricing_json` text NOT NULL,
	`assets_json` text DEFAULT '{"category":"Allgemein"}' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `services_tenant_id_idx` ON `services` (`tenant_id`);--> statement-breakpoint
CREATE INDEX `services_tenant_created_idx` ON `services` (`tenant_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`user_id` text,
	`end_customer_id` text,
	`tenant_id` text,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`end_customer_id`) REFERENCES `end_customers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_id_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_end_customer_id_idx` ON `sessions` (`end_customer_id`);--> statement-breakpoint
CREATE INDEX `sessions_tenant_id_idx` ON `sessions` (`tenant_id`);--> statement-breakpoint
CREATE INDEX `sessions_expires_at_idx` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `templates` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`is_active` integer DEFAULT true NOT NULL,
	`modules_json` text DEFAULT '{"modules":[]}' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `templates_tenant_id_idx` ON `templates` (`tenant_id`);--> statement-breakpoint
CREATE INDEX `templates_tenant_created_idx` ON `templates` (`tenant_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `tenants` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`subdomain` text NOT NULL,
	`status` text DEFAULT 'trial_active' NOT NULL,
	`plan` text,
	`trial_started_at` integer,
	`trial_expires_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`primary_color` text,
	`secondary_color` text,
	`font_family` text,
	`is_active` integer DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tenants_subdomain_unique` ON `tenants` (`subdomain`);--> statement-breakpoint
CREATE TABLE `user_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`purpose` text NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_tokens_token_hash_unique` ON `user_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `user_tokens_user_id_idx` ON `user_tokens` (`user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`email_confirmed_at` integer,
	`last_login_at` integer,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);