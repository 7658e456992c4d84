ALTER TABLE `subsectors` ADD `keywords` text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- Builders search by trade ("plomero", "durlero") and by sector ("mampostería") as often as by a
-- subsector's name: the index gains the sector name and the subsector's keywords from
-- app/taxonomy.ts. An FTS5 table cannot add columns, so it is rebuilt with the same rowid scheme
-- (0004) and its triggers with it.
DROP TRIGGER `listings_fts_insert`;
--> statement-breakpoint
DROP TRIGGER `listings_fts_update`;
--> statement-breakpoint
DROP TRIGGER `listings_fts_delete`;
--> statement-breakpoint
DROP TABLE `listings_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `listings_fts` USING fts5(
	business_name, description, sector, subsector, division, keywords,
	content = '', contentless_delete = 1,
	tokenize = 'trigram remove_diacritics 1'
);
--> statement-breakpoint
-- One listing's index row, for the triggers and the rebuild alike.
CREATE VIEW `listings_fts_rows` AS
SELECT
	l.id AS listing_id,
	l.id * 4 + CASE l.zona WHEN 'CABA' THEN 0 WHEN 'GBA Norte' THEN 1 WHEN 'GBA Sur' THEN 2 ELSE 3 END AS fts_rowid,
	l.business_name, l.description, se.name AS sector, s.name AS subsector, d.name AS division, s.keywords
FROM `listings` l
JOIN `sectors` se ON se.slug = l.sector_slug
JOIN `subsectors` s ON s.sector_slug = l.sector_slug AND s.slug = l.subsector_slug
LEFT JOIN `divisions` d ON d.sector_slug = l.sector_slug AND d.subsector_slug = l.subsector_slug AND d.slug = l.division_slug
WHERE l.is_active = 1;
--> statement-breakpoint
CREATE TRIGGER `listings_fts_insert` AFTER INSERT ON `listings` WHEN new.is_active = 1 BEGIN
	INSERT INTO `listings_fts` (rowid, business_name, description, sector, subsector, division, keywords)
	SELECT fts_rowid, business_name, description, sector, subsector, division, keywords FROM `listings_fts_rows` WHERE listing_id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `listings_fts_update` AFTER UPDATE OF business_name, description, sector_slug, subsector_slug, division_slug, zona, is_active ON `listings` BEGIN
	DELETE FROM `listings_fts`
	WHERE rowid = old.id * 4 + CASE old.zona WHEN 'CABA' THEN 0 WHEN 'GBA Norte' THEN 1 WHEN 'GBA Sur' THEN 2 ELSE 3 END;
	INSERT INTO `listings_fts` (rowid, business_name, description, sector, subsector, division, keywords)
	SELECT fts_rowid, business_name, description, sector, subsector, division, keywords FROM `listings_fts_rows` WHERE listing_id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `listings_fts_delete` AFTER DELETE ON `listings` BEGIN
	DELETE FROM `listings_fts`
	WHERE rowid = old.id * 4 + CASE old.zona WHEN 'CABA' THEN 0 WHEN 'GBA Norte' THEN 1 WHEN 'GBA Sur' THEN 2 ELSE 3 END;
END;
--> statement-breakpoint
INSERT INTO `listings_fts` (rowid, business_name, description, sector, subsector, division, keywords)
SELECT fts_rowid, business_name, description, sector, subsector, division, keywords FROM `listings_fts_rows`;
--> statement-breakpoint
INSERT INTO `listings_fts` (`listings_fts`) VALUES ('optimize');
--> statement-breakpoint
UPDATE `search_generation` SET value = value + 1 WHERE id = 1;
--> statement-breakpoint
-- Keywords are reloaded from app/taxonomy.ts on every start: a changed list, like a renamed
-- subsector, re-indexes that subsector's listings; a renamed sector re-indexes its own.
DROP TRIGGER `subsectors_rename_reindex`;
--> statement-breakpoint
CREATE TRIGGER `subsectors_reindex` AFTER UPDATE OF name, keywords ON `subsectors`
WHEN old.name IS NOT new.name OR old.keywords IS NOT new.keywords BEGIN
	UPDATE `listings` SET subsector_slug = subsector_slug
	WHERE sector_slug = new.sector_slug AND subsector_slug = new.slug;
END;
--> statement-breakpoint
CREATE TRIGGER `sectors_rename_reindex` AFTER UPDATE OF name ON `sectors` WHEN old.name IS NOT new.name BEGIN
	UPDATE `listings` SET sector_slug = sector_slug WHERE sector_slug = new.slug;
END;
