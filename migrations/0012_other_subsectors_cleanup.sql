-- An "Otros" subsector exists only for the listings typed into it and the reviews written there
-- (which come back if the provider publishes it again): when the last of them leaves (deleted,
-- moved, or gone with its account), the subsector goes too, so typed names do not pile up.
CREATE TRIGGER `other_subsectors_cleanup_delete` AFTER DELETE ON `listings` WHEN old.sector_slug = 'otros' BEGIN
	DELETE FROM `subsectors`
	WHERE sector_slug = 'otros' AND slug = old.subsector_slug
		AND NOT EXISTS (SELECT 1 FROM `listings` WHERE sector_slug = 'otros' AND subsector_slug = old.subsector_slug)
		AND NOT EXISTS (SELECT 1 FROM `reviews` WHERE sector_slug = 'otros' AND subsector_slug = old.subsector_slug);
END;
--> statement-breakpoint
CREATE TRIGGER `other_subsectors_cleanup_update` AFTER UPDATE OF sector_slug, subsector_slug ON `listings` WHEN old.sector_slug = 'otros' BEGIN
	DELETE FROM `subsectors`
	WHERE sector_slug = 'otros' AND slug = old.subsector_slug
		AND NOT EXISTS (SELECT 1 FROM `listings` WHERE sector_slug = 'otros' AND subsector_slug = old.subsector_slug)
		AND NOT EXISTS (SELECT 1 FROM `reviews` WHERE sector_slug = 'otros' AND subsector_slug = old.subsector_slug);
END;
--> statement-breakpoint
CREATE TRIGGER `other_subsectors_cleanup_review_delete` AFTER DELETE ON `reviews` WHEN old.sector_slug = 'otros' BEGIN
	DELETE FROM `subsectors`
	WHERE sector_slug = 'otros' AND slug = old.subsector_slug
		AND NOT EXISTS (SELECT 1 FROM `listings` WHERE sector_slug = 'otros' AND subsector_slug = old.subsector_slug)
		AND NOT EXISTS (SELECT 1 FROM `reviews` WHERE sector_slug = 'otros' AND subsector_slug = old.subsector_slug);
END;
--> statement-breakpoint
DELETE FROM `subsectors`
WHERE sector_slug = 'otros'
	AND NOT EXISTS (SELECT 1 FROM `listings` l WHERE l.sector_slug = 'otros' AND l.subsector_slug = subsectors.slug)
	AND NOT EXISTS (SELECT 1 FROM `reviews` r WHERE r.sector_slug = 'otros' AND r.subsector_slug = subsectors.slug);
