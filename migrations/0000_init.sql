CREATE TABLE `auth_tokens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`purpose` text NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "auth_tokens_purpose" CHECK("auth_tokens"."purpose" IN ('verify-email', 'reset-password'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `auth_tokens_token_hash_unique` ON `auth_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `auth_tokens_user_idx` ON `auth_tokens` (`user_id`,`purpose`);--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`message` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `divisions` (
	`sector_slug` text NOT NULL,
	`subsector_slug` text NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`sector_slug`, `subsector_slug`, `slug`),
	FOREIGN KEY (`sector_slug`,`subsector_slug`) REFERENCES `subsectors`(`sector_slug`,`slug`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `favorites` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`listing_id` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `favorites_listing_idx` ON `favorites` (`listing_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `favorites_one_per_user_and_listing` ON `favorites` (`user_id`,`listing_id`);--> statement-breakpoint
CREATE TABLE `listings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`profile_id` integer,
	`business_name` text NOT NULL,
	`contact_person` text,
	`phone` text,
	`address` text,
	`website` text,
	`description` text DEFAULT '' NOT NULL,
	`sector_slug` text NOT NULL,
	`subsector_slug` text NOT NULL,
	`division_slug` text,
	`zona` text NOT NULL,
	`localidad` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`is_premium` integer DEFAULT false NOT NULL,
	`review_count` integer DEFAULT 0 NOT NULL,
	`rating_total` integer DEFAULT 0 NOT NULL,
	`claimed` integer GENERATED ALWAYS AS (profile_id IS NOT NULL) VIRTUAL,
	`sort_name` text GENERATED ALWAYS AS (replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(trim(business_name)), 'Á', 'a'), 'É', 'e'), 'Í', 'i'), 'Ó', 'o'), 'Ú', 'u'), 'Ü', 'u'), 'Ñ', 'n{'), 'á', 'a'), 'é', 'e'), 'í', 'i'), 'ó', 'o'), 'ú', 'u'), 'ü', 'u'), 'ñ', 'n{')) STORED,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`profile_id`) REFERENCES `provider_profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sector_slug`) REFERENCES `sectors`(`slug`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`sector_slug`,`subsector_slug`) REFERENCES `subsectors`(`sector_slug`,`slug`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`sector_slug`,`subsector_slug`,`division_slug`) REFERENCES `divisions`(`sector_slug`,`subsector_slug`,`slug`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "listings_zona" CHECK("listings"."zona" IN ('CABA', 'GBA Norte', 'GBA Sur', 'GBA Oeste')),
	CONSTRAINT "listings_business_name" CHECK(length(trim("listings"."business_name")) > 0)
);
--> statement-breakpoint
CREATE INDEX `listings_profile_idx` ON `listings` (`profile_id`);--> statement-breakpoint
CREATE INDEX `listings_taxonomy_idx` ON `listings` (`sector_slug`,`subsector_slug`,`division_slug`);--> statement-breakpoint
CREATE INDEX `listings_search_order_idx` ON `listings` ("is_premium" DESC,"claimed" DESC,"review_count" DESC,`sort_name`,`id`) WHERE "listings"."is_active" = 1;--> statement-breakpoint
CREATE TABLE `materials` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`price_cents` integer NOT NULL,
	`image_path` text,
	`location` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "materials_price_cents" CHECK(typeof("materials"."price_cents") = 'integer' AND "materials"."price_cents" BETWEEN 0 AND 100000000000),
	CONSTRAINT "materials_title" CHECK(length(trim("materials"."title")) > 0)
);
--> statement-breakpoint
CREATE INDEX `materials_created_idx` ON `materials` ("created_at" DESC);--> statement-breakpoint
CREATE INDEX `materials_user_idx` ON `materials` (`user_id`);--> statement-breakpoint
CREATE TABLE `project_images` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`project_id` integer NOT NULL,
	`path` text NOT NULL,
	`position` integer NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "project_images_max" CHECK("project_images"."position" BETWEEN 0 AND 3)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `project_images_position` ON `project_images` (`project_id`,`position`);--> statement-breakpoint
CREATE TABLE `projects` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`is_public` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "projects_title" CHECK(length(trim("projects"."title")) > 0)
);
--> statement-breakpoint
CREATE INDEX `projects_feed_idx` ON `projects` (`is_public`,"created_at" DESC);--> statement-breakpoint
CREATE INDEX `projects_user_idx` ON `projects` (`user_id`);--> statement-breakpoint
CREATE TABLE `provider_profiles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`user_role` text NOT NULL,
	`business_name` text NOT NULL,
	`contact_person` text,
	`phone` text,
	`address` text,
	`description` text,
	`website` text,
	`logo_path` text,
	`plan_type` text DEFAULT 'free' NOT NULL,
	`plan_updated_at` integer,
	`verified` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "provider_profiles_role" CHECK("provider_profiles"."user_role" IN ('constructor', 'proveedor')),
	CONSTRAINT "provider_profiles_plan" CHECK("provider_profiles"."plan_type" IN ('free', 'premium')),
	CONSTRAINT "provider_profiles_business_name" CHECK(length(trim("provider_profiles"."business_name")) > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `provider_profiles_user_id_unique` ON `provider_profiles` (`user_id`);--> statement-breakpoint
CREATE TABLE `quotes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`unit` text NOT NULL,
	`quantity_hundredths` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "quotes_title" CHECK(length(trim("quotes"."title")) BETWEEN 1 AND 100),
	CONSTRAINT "quotes_description" CHECK("quotes"."description" IS NULL OR length("quotes"."description") <= 500),
	CONSTRAINT "quotes_unit" CHECK("quotes"."unit" IN ('m2', 'm3', 'ml')),
	CONSTRAINT "quotes_quantity" CHECK(typeof("quotes"."quantity_hundredths") = 'integer' AND "quotes"."quantity_hundredths" >= 0)
);
--> statement-breakpoint
CREATE INDEX `quotes_user_idx` ON `quotes` (`user_id`);--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`listing_id` integer NOT NULL,
	`rating` integer NOT NULL,
	`comment` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "reviews_rating_range" CHECK("reviews"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_comment_length" CHECK("reviews"."comment" IS NULL OR length("reviews"."comment") <= 500)
);
--> statement-breakpoint
CREATE INDEX `reviews_listing_idx` ON `reviews` (`listing_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_one_per_user_and_listing` ON `reviews` (`user_id`,`listing_id`);--> statement-breakpoint
CREATE TABLE `sectors` (
	`slug` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`position` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_expires_idx` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `subsectors` (
	`sector_slug` text NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`sector_slug`, `slug`),
	FOREIGN KEY (`sector_slug`) REFERENCES `sectors`(`slug`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`email_verified_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "users_email_normalised" CHECK("users"."email" = lower(trim("users"."email")) AND "users"."email" LIKE '%_@_%')
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);