-- The search index now holds active listings only, and its rowid carries the listing's zone:
-- rowid = listings.id * 4 + zone code (0 CABA, 1 GBA Norte, 2 GBA Sur, 3 GBA Oeste, the order of
-- ZONES in app/taxonomy.ts). A search by term and zones is then answered by the index alone —
-- counting matches needs no lookup of each listing's row, which dominated common terms.
DROP TRIGGER `listings_fts_insert`;
--> statement-breakpoint
DROP TRIGGER `listings_fts_update`;
--> statement-breakpoint
DROP TRIGGER `listings_fts_delete`;
--> statement-breakpoint
CREATE TRIGGER `listings_fts_insert` AFTER INSERT ON `listings` WHEN new.is_active = 1 BEGIN
	INSERT INTO `listings_fts` (rowid, business_name, description, subsector, division) VALUES (
		new.id * 4 + CASE new.zona WHEN 'CABA' THEN 0 WHEN 'GBA Norte' THEN 1 WHEN 'GBA Sur' THEN 2 ELSE 3 END,
		new.business_name, new.description,
		(SELECT name FROM subsectors WHERE sector_slug = new.sector_slug AND slug = new.subsector_slug),
		(SELECT name FROM divisions WHERE sector_slug = new.sector_slug AND subsector_slug = new.subsector_slug AND slug = new.division_slug)
	);
END;
--> statement-breakpoint
CREATE TRIGGER `listings_fts_update` AFTER UPDATE OF business_name, description, sector_slug, subsector_slug, division_slug, zona, is_active ON `listings` BEGIN
	DELETE FROM `listings_fts`
	WHERE rowid = old.id * 4 + CASE old.zona WHEN 'CABA' THEN 0 WHEN 'GBA Norte' THEN 1 WHEN 'GBA Sur' THEN 2 ELSE 3 END;
	INSERT INTO `listings_fts` (rowid, business_name, description, subsector, division)
	SELECT
		new.id * 4 + CASE new.zona WHEN 'CABA' THEN 0 WHEN 'GBA Norte' THEN 1 WHEN 'GBA Sur' THEN 2 ELSE 3 END,
		new.business_name, new.description,
		(SELECT name FROM subsectors WHERE sector_slug = new.sector_slug AND slug = new.subsector_slug),
		(SELECT name FROM divisions WHERE sector_slug = new.sector_slug AND subsector_slug = new.subsector_slug AND slug = new.division_slug)
	WHERE new.is_active = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `listings_fts_delete` AFTER DELETE ON `listings` BEGIN
	DELETE FROM `listings_fts`
	WHERE rowid = old.id * 4 + CASE old.zona WHEN 'CABA' THEN 0 WHEN 'GBA Norte' THEN 1 WHEN 'GBA Sur' THEN 2 ELSE 3 END;
END;
--> statement-breakpoint
INSERT INTO `listings_fts` (`listings_fts`) VALUES ('delete-all');
--> statement-breakpoint
INSERT INTO `listings_fts` (rowid, business_name, description, subsector, division)
SELECT
	l.id * 4 + CASE l.zona WHEN 'CABA' THEN 0 WHEN 'GBA Norte' THEN 1 WHEN 'GBA Sur' THEN 2 ELSE 3 END,
	l.business_name, l.description, s.name, d.name
FROM `listings` l
JOIN `subsectors` s ON s.sector_slug = l.sector_slug AND s.slug = l.subsector_slug
LEFT JOIN `divisions` d ON d.sector_slug = l.sector_slug AND d.subsector_slug = l.subsector_slug AND d.slug = l.division_slug
WHERE l.is_active = 1;
--> statement-breakpoint
INSERT INTO `listings_fts` (`listings_fts`) VALUES ('optimize');
