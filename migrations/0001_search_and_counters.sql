-- Full-text search over listings: business name, description, subsector and division names.
-- Trigram tokens with diacritics removed make it case- and accent-insensitive and let a
-- 3-character fragment match mid-word. Contentless (rows live in `listings`), kept in sync by
-- the triggers below so that no write path can forget it. rowid = listings.id.
CREATE VIRTUAL TABLE `listings_fts` USING fts5(
	business_name, description, subsector, division,
	content = '', contentless_delete = 1,
	tokenize = 'trigram remove_diacritics 1'
);
--> statement-breakpoint
CREATE TRIGGER `listings_fts_insert` AFTER INSERT ON `listings` BEGIN
	INSERT INTO `listings_fts` (rowid, business_name, description, subsector, division) VALUES (
		new.id, new.business_name, new.description,
		(SELECT name FROM subsectors WHERE sector_slug = new.sector_slug AND slug = new.subsector_slug),
		(SELECT name FROM divisions WHERE sector_slug = new.sector_slug AND subsector_slug = new.subsector_slug AND slug = new.division_slug)
	);
END;
--> statement-breakpoint
CREATE TRIGGER `listings_fts_update` AFTER UPDATE OF business_name, description, sector_slug, subsector_slug, division_slug ON `listings` BEGIN
	DELETE FROM `listings_fts` WHERE rowid = old.id;
	INSERT INTO `listings_fts` (rowid, business_name, description, subsector, division) VALUES (
		new.id, new.business_name, new.description,
		(SELECT name FROM subsectors WHERE sector_slug = new.sector_slug AND slug = new.subsector_slug),
		(SELECT name FROM divisions WHERE sector_slug = new.sector_slug AND subsector_slug = new.subsector_slug AND slug = new.division_slug)
	);
END;
--> statement-breakpoint
CREATE TRIGGER `listings_fts_delete` AFTER DELETE ON `listings` BEGIN
	DELETE FROM `listings_fts` WHERE rowid = old.id;
END;
--> statement-breakpoint
-- A renamed subsector or division re-indexes its listings.
CREATE TRIGGER `subsectors_rename_reindex` AFTER UPDATE OF name ON `subsectors` WHEN old.name IS NOT new.name BEGIN
	UPDATE `listings` SET subsector_slug = subsector_slug
	WHERE sector_slug = new.sector_slug AND subsector_slug = new.slug;
END;
--> statement-breakpoint
CREATE TRIGGER `divisions_rename_reindex` AFTER UPDATE OF name ON `divisions` WHEN old.name IS NOT new.name BEGIN
	UPDATE `listings` SET division_slug = division_slug
	WHERE sector_slug = new.sector_slug AND subsector_slug = new.subsector_slug AND division_slug = new.slug;
END;
--> statement-breakpoint
-- Review counters on the listing, so search can sort by an index instead of counting.
CREATE TRIGGER `reviews_count_insert` AFTER INSERT ON `reviews` BEGIN
	UPDATE `listings` SET review_count = review_count + 1, rating_total = rating_total + new.rating
	WHERE id = new.listing_id;
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_count_delete` AFTER DELETE ON `reviews` BEGIN
	UPDATE `listings` SET review_count = review_count - 1, rating_total = rating_total - old.rating
	WHERE id = old.listing_id;
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_count_update` AFTER UPDATE OF rating, listing_id ON `reviews` BEGIN
	UPDATE `listings` SET review_count = review_count - 1, rating_total = rating_total - old.rating
	WHERE id = old.listing_id;
	UPDATE `listings` SET review_count = review_count + 1, rating_total = rating_total + new.rating
	WHERE id = new.listing_id;
END;
--> statement-breakpoint
-- The owner's plan, copied onto its listings for the same reason.
CREATE TRIGGER `listings_premium_insert` AFTER INSERT ON `listings` WHEN new.profile_id IS NOT NULL BEGIN
	UPDATE `listings` SET is_premium = coalesce((SELECT plan_type = 'premium' FROM provider_profiles WHERE id = new.profile_id), 0)
	WHERE id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `listings_premium_owner_change` AFTER UPDATE OF profile_id ON `listings` BEGIN
	UPDATE `listings` SET is_premium = coalesce((SELECT plan_type = 'premium' FROM provider_profiles WHERE id = new.profile_id), 0)
	WHERE id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `provider_profiles_plan_change` AFTER UPDATE OF plan_type ON `provider_profiles` BEGIN
	UPDATE `listings` SET is_premium = (new.plan_type = 'premium') WHERE profile_id = new.id;
END;
