-- The zones a material's 'Envío a' reaches, one bit each (CABA 1, GBA Norte 2, GBA Sur 4, GBA Oeste 8),
-- kept by the triggers below: a zone filter reads it from the row. A place that moves to another
-- zone (never so far) needs a migration that recomputes the masks.
ALTER TABLE `materials` ADD `delivery_zone_mask` integer DEFAULT 0 NOT NULL CHECK (`delivery_zone_mask` BETWEEN 0 AND 15);--> statement-breakpoint
-- A partido's or barrio's filter starts from what is picked up there and what is delivered there.
CREATE INDEX `materials_pickup_idx` ON `materials` (`pickup_zona`,`pickup_localidad`);--> statement-breakpoint
-- A term's matches are counted by id from this index alone: every column a visitor's filters read.
CREATE INDEX `materials_search_idx` ON `materials` (`id`,`status`,`price_confirmed_at`,`sold_at`,`user_id`,`category`,`unit`,`availability`,`condition`,`invoice_a`,`delivery_zone_mask`,`pickup_zona`,`pickup_localidad`,`iva_mode`,`iva_rate_bp`,`price_cents`);--> statement-breakpoint
CREATE TRIGGER `material_delivery_zone_added` AFTER INSERT ON `material_delivery_places` BEGIN
	UPDATE `materials` SET `delivery_zone_mask` = `delivery_zone_mask` | (
		SELECT CASE `zona` WHEN 'CABA' THEN 1 WHEN 'GBA Norte' THEN 2 WHEN 'GBA Sur' THEN 4 ELSE 8 END FROM `zona_places` WHERE `slug` = new.place_slug
	) WHERE `id` = new.material_id;
END;--> statement-breakpoint
CREATE TRIGGER `material_delivery_zone_removed` AFTER DELETE ON `material_delivery_places` BEGIN
	UPDATE `materials` SET `delivery_zone_mask` = (
		SELECT coalesce(sum(DISTINCT CASE z.zona WHEN 'CABA' THEN 1 WHEN 'GBA Norte' THEN 2 WHEN 'GBA Sur' THEN 4 ELSE 8 END), 0)
		FROM `material_delivery_places` d JOIN `zona_places` z ON z.slug = d.place_slug WHERE d.material_id = old.material_id
	) WHERE `id` = old.material_id;
END;--> statement-breakpoint
UPDATE `materials` SET `delivery_zone_mask` = (
	SELECT coalesce(sum(DISTINCT CASE z.zona WHEN 'CABA' THEN 1 WHEN 'GBA Norte' THEN 2 WHEN 'GBA Sur' THEN 4 ELSE 8 END), 0)
	FROM `material_delivery_places` d JOIN `zona_places` z ON z.slug = d.place_slug WHERE d.material_id = `materials`.`id`
);
