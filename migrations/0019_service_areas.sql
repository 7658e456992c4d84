CREATE TABLE `provider_service_areas` (
	`profile_id` integer NOT NULL,
	`place_slug` text NOT NULL,
	PRIMARY KEY(`profile_id`, `place_slug`),
	FOREIGN KEY (`profile_id`) REFERENCES `provider_profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`place_slug`) REFERENCES `zona_places`(`slug`) ON UPDATE cascade ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `provider_service_areas_place_idx` ON `provider_service_areas` (`place_slug`,`profile_id`);--> statement-breakpoint
CREATE TABLE `zona_places` (
	`slug` text PRIMARY KEY NOT NULL,
	`zona` text NOT NULL,
	`name` text NOT NULL,
	CONSTRAINT "zona_places_zona" CHECK("zona_places"."zona" IN ('CABA', 'GBA Norte', 'GBA Sur', 'GBA Oeste'))
);
--> statement-breakpoint
CREATE INDEX `listings_sector_place_idx` ON `listings` (`sector_slug`,`zona`,`localidad`,`subsector_slug`) WHERE "listings"."is_active" = 1;--> statement-breakpoint
CREATE INDEX `listings_profile_sector_idx` ON `listings` (`profile_id`,`sector_slug`,`subsector_slug`) WHERE "listings"."is_active" = 1;