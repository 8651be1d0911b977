CREATE TABLE `sign_in_delays` (
	`key` text PRIMARY KEY NOT NULL,
	`failures` integer DEFAULT 0 NOT NULL,
	`delayed_until` integer DEFAULT 0 NOT NULL,
	`updated_at` integer NOT NULL
);
