DROP INDEX `listings_sector_place_idx`;--> statement-breakpoint
DROP INDEX `listings_profile_sector_idx`;--> statement-breakpoint
CREATE INDEX `listings_sector_place_idx` ON `listings` (`sector_slug`,`zona`,`localidad`,`subsector_slug`,`updated_at`) WHERE "listings"."is_active" = 1;--> statement-breakpoint
CREATE INDEX `listings_profile_sector_idx` ON `listings` (`profile_id`,`sector_slug`,`subsector_slug`,`updated_at`) WHERE "listings"."is_active" = 1;