-- What a material listing says (spec/materials.md §1). Columns are added, not the table rebuilt:
-- a rebuild drops `materials`, and with foreign keys on (migrations run in one transaction, where
-- PRAGMA foreign_keys cannot change) that would clear every conversation's link to its material.
ALTER TABLE `materials` ADD `category` text DEFAULT 'otros' NOT NULL CHECK (`category` IN ('aridos-y-cementos', 'ladrillos-y-bloques', 'hierros-y-mallas', 'maderas-y-encofrados', 'placas-y-perfiles', 'aislantes-e-impermeabilizantes', 'sanitarios-y-griferias', 'canos-y-conexiones', 'electricidad', 'pisos-y-revestimientos', 'pinturas', 'aberturas', 'techos-y-chapas', 'herramientas-y-equipos', 'otros'));--> statement-breakpoint
ALTER TABLE `materials` ADD `unit` text DEFAULT 'unidad' NOT NULL CHECK (`unit` IN ('unidad', 'bolsa', 'kg', 'tonelada', 'm2', 'm3', 'ml', 'barra', 'placa', 'rollo', 'caja', 'litro', 'pallet', 'bolson'));--> statement-breakpoint
ALTER TABLE `materials` ADD `content` text CHECK (`content` IS NULL OR length(`content`) BETWEEN 1 AND 40);--> statement-breakpoint
ALTER TABLE `materials` ADD `iva_mode` text DEFAULT 'incluido' NOT NULL CHECK (`iva_mode` IN ('incluido', 'mas_iva'));--> statement-breakpoint
ALTER TABLE `materials` ADD `iva_rate_bp` integer CHECK ((`iva_mode` = 'mas_iva') = (`iva_rate_bp` IS NOT NULL) AND (`iva_rate_bp` IS NULL OR `iva_rate_bp` IN (2100, 1050)));--> statement-breakpoint
ALTER TABLE `materials` ADD `invoice_a` integer DEFAULT false NOT NULL CHECK (`invoice_a` IN (0, 1));--> statement-breakpoint
ALTER TABLE `materials` ADD `price_confirmed_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `materials` ADD `availability` text DEFAULT 'en_stock' NOT NULL CHECK (`availability` IN ('en_stock', 'a_pedido', 'sin_stock'));--> statement-breakpoint
ALTER TABLE `materials` ADD `lead_days` integer CHECK ((`availability` = 'a_pedido') = (`lead_days` IS NOT NULL) AND (`lead_days` IS NULL OR `lead_days` BETWEEN 1 AND 90));--> statement-breakpoint
ALTER TABLE `materials` ADD `condition` text DEFAULT 'nuevo' NOT NULL CHECK (`condition` IN ('nuevo', 'usado', 'sobrante'));--> statement-breakpoint
ALTER TABLE `materials` ADD `min_order_hundredths` integer CHECK (`min_order_hundredths` IS NULL OR `min_order_hundredths` BETWEEN 1 AND 100000000);--> statement-breakpoint
ALTER TABLE `materials` ADD `status` text DEFAULT 'publicado' NOT NULL CHECK (`status` IN ('publicado', 'pausado', 'vendido'));--> statement-breakpoint
ALTER TABLE `materials` ADD `sold_at` integer CHECK ((`status` = 'vendido') = (`sold_at` IS NOT NULL));--> statement-breakpoint
-- 'Precio al' of a material published before it existed is its last update.
UPDATE `materials` SET `price_confirmed_at` = `updated_at`;--> statement-breakpoint
-- A row written without 'Precio al' (ADD COLUMN cannot default to the clock) gets its creation time.
CREATE TRIGGER `materials_price_confirmed_default` AFTER INSERT ON `materials` WHEN new.price_confirmed_at = 0 BEGIN
	UPDATE `materials` SET `price_confirmed_at` = new.created_at WHERE id = new.id;
END;--> statement-breakpoint
-- Existing materials get a category by their words: the first rule below whose word stands in
-- the title (or, failing every rule, the description) wins; 'otros' when none fits.
WITH rules AS (
	SELECT 0 AS rank, 'herramientas-y-equipos' AS category, '%hormigonera%' AS pattern
	UNION ALL SELECT 1, 'placas-y-perfiles', '%durlock%'
	UNION ALL SELECT 2, 'placas-y-perfiles', '%placa de yeso%'
	UNION ALL SELECT 3, 'placas-y-perfiles', '%montante%'
	UNION ALL SELECT 4, 'placas-y-perfiles', '%solera%'
	UNION ALL SELECT 5, 'aislantes-e-impermeabilizantes', '%membrana%'
	UNION ALL SELECT 6, 'aislantes-e-impermeabilizantes', '%aislant%'
	UNION ALL SELECT 7, 'aislantes-e-impermeabilizantes', '%impermeabiliz%'
	UNION ALL SELECT 8, 'aislantes-e-impermeabilizantes', '%lana de vidrio%'
	UNION ALL SELECT 9, 'aislantes-e-impermeabilizantes', '%telgopor%'
	UNION ALL SELECT 10, 'ladrillos-y-bloques', '%ladrillo%'
	UNION ALL SELECT 11, 'ladrillos-y-bloques', '%bloque%'
	UNION ALL SELECT 12, 'hierros-y-mallas', '%hierro%'
	UNION ALL SELECT 13, 'hierros-y-mallas', '%malla%'
	UNION ALL SELECT 14, 'hierros-y-mallas', '%varilla%'
	UNION ALL SELECT 15, 'aridos-y-cementos', '%cemento%'
	UNION ALL SELECT 16, 'aridos-y-cementos', '%arena%'
	UNION ALL SELECT 17, 'aridos-y-cementos', '% cal %'
	UNION ALL SELECT 18, 'aridos-y-cementos', '%piedra%'
	UNION ALL SELECT 19, 'aridos-y-cementos', '%hormig%'
	UNION ALL SELECT 20, 'aridos-y-cementos', '%mortero%'
	UNION ALL SELECT 21, 'aridos-y-cementos', '%cascote%'
	UNION ALL SELECT 22, 'maderas-y-encofrados', '%madera%'
	UNION ALL SELECT 23, 'maderas-y-encofrados', '%fenol%'
	UNION ALL SELECT 24, 'maderas-y-encofrados', '%encofrado%'
	UNION ALL SELECT 25, 'maderas-y-encofrados', '%tirante%'
	UNION ALL SELECT 26, 'sanitarios-y-griferias', '%inodoro%'
	UNION ALL SELECT 27, 'sanitarios-y-griferias', '%grifer%'
	UNION ALL SELECT 28, 'sanitarios-y-griferias', '%canilla%'
	UNION ALL SELECT 29, 'sanitarios-y-griferias', '%sanitari%'
	UNION ALL SELECT 30, 'sanitarios-y-griferias', '%lavatorio%'
	UNION ALL SELECT 31, 'canos-y-conexiones', '%caño%'
	UNION ALL SELECT 32, 'canos-y-conexiones', '%conexi%'
	UNION ALL SELECT 33, 'canos-y-conexiones', '%termofusi%'
	UNION ALL SELECT 34, 'electricidad', '%cable%'
	UNION ALL SELECT 35, 'electricidad', '%eléctric%'
	UNION ALL SELECT 36, 'electricidad', '%electric%'
	UNION ALL SELECT 37, 'pisos-y-revestimientos', '%cerámic%'
	UNION ALL SELECT 38, 'pisos-y-revestimientos', '%ceramic%'
	UNION ALL SELECT 39, 'pisos-y-revestimientos', '%porcelanato%'
	UNION ALL SELECT 40, 'pisos-y-revestimientos', '%revestimiento%'
	UNION ALL SELECT 41, 'pisos-y-revestimientos', '% piso%'
	UNION ALL SELECT 42, 'pisos-y-revestimientos', '%azulejo%'
	UNION ALL SELECT 43, 'pinturas', '%pintura%'
	UNION ALL SELECT 44, 'pinturas', '%látex%'
	UNION ALL SELECT 45, 'pinturas', '%latex%'
	UNION ALL SELECT 46, 'pinturas', '%esmalte%'
	UNION ALL SELECT 47, 'aberturas', '%puerta%'
	UNION ALL SELECT 48, 'aberturas', '%ventana%'
	UNION ALL SELECT 49, 'aberturas', '%abertura%'
	UNION ALL SELECT 50, 'techos-y-chapas', '%chapa%'
	UNION ALL SELECT 51, 'techos-y-chapas', '%teja%'
	UNION ALL SELECT 52, 'techos-y-chapas', '%techo%'
	UNION ALL SELECT 53, 'herramientas-y-equipos', '%herramienta%'
	UNION ALL SELECT 54, 'herramientas-y-equipos', '%taladro%'
	UNION ALL SELECT 55, 'herramientas-y-equipos', '%amoladora%'
		UNION ALL SELECT 57, 'herramientas-y-equipos', '%andamio%'
	UNION ALL SELECT 58, 'herramientas-y-equipos', '%carretilla%'
)
UPDATE `materials` SET `category` = coalesce(
	(SELECT category FROM rules WHERE ' ' || lower(materials.title) || ' ' LIKE rules.pattern ORDER BY rank LIMIT 1),
	(SELECT category FROM rules WHERE ' ' || lower(materials.description) || ' ' LIKE rules.pattern ORDER BY rank LIMIT 1),
	'otros'
);--> statement-breakpoint
CREATE INDEX `materials_category_idx` ON `materials` (`category`,`unit`,`price_confirmed_at`);
--> statement-breakpoint
-- The materials' search index, as the directory's (0001): trigram tokens without diacritics over the
-- title, the description and the category's name; contentless, kept in step by triggers. rowid = materials.id.
CREATE VIRTUAL TABLE `materials_fts` USING fts5(
	title, description, category,
	content = '', contentless_delete = 1,
	tokenize = 'trigram remove_diacritics 1'
);--> statement-breakpoint
-- The names as they are today, for the index built below; start-up keeps them in step with app/constants.ts.
CREATE TABLE `material_category_names` (`slug` text PRIMARY KEY NOT NULL, `name` text NOT NULL);--> statement-breakpoint
INSERT INTO `material_category_names` (slug, name) VALUES
	('aridos-y-cementos', 'Áridos, cementos y cales'),
	('ladrillos-y-bloques', 'Ladrillos y bloques'),
	('hierros-y-mallas', 'Hierros y mallas'),
	('maderas-y-encofrados', 'Maderas y encofrados'),
	('placas-y-perfiles', 'Placas y perfiles para construcción en seco'),
	('aislantes-e-impermeabilizantes', 'Aislantes e impermeabilizantes'),
	('sanitarios-y-griferias', 'Sanitarios y griferías'),
	('canos-y-conexiones', 'Caños y conexiones'),
	('electricidad', 'Electricidad'),
	('pisos-y-revestimientos', 'Pisos y revestimientos'),
	('pinturas', 'Pinturas'),
	('aberturas', 'Aberturas'),
	('techos-y-chapas', 'Techos y chapas'),
	('herramientas-y-equipos', 'Herramientas y equipos'),
	('otros', 'Otros');--> statement-breakpoint
INSERT INTO `materials_fts` (rowid, title, description, category)
	SELECT m.id, m.title, m.description, c.name FROM `materials` m JOIN `material_category_names` c ON c.slug = m.category;--> statement-breakpoint
CREATE TRIGGER `materials_fts_insert` AFTER INSERT ON `materials` BEGIN
	INSERT INTO `materials_fts` (rowid, title, description, category)
	VALUES (new.id, new.title, new.description, (SELECT name FROM `material_category_names` WHERE slug = new.category));
END;--> statement-breakpoint
CREATE TRIGGER `materials_fts_update` AFTER UPDATE OF title, description, category ON `materials` BEGIN
	DELETE FROM `materials_fts` WHERE rowid = old.id;
	INSERT INTO `materials_fts` (rowid, title, description, category)
	VALUES (new.id, new.title, new.description, (SELECT name FROM `material_category_names` WHERE slug = new.category));
END;--> statement-breakpoint
CREATE TRIGGER `materials_fts_delete` AFTER DELETE ON `materials` BEGIN
	DELETE FROM `materials_fts` WHERE rowid = old.id;
END;
--> statement-breakpoint
-- A renamed category (app/constants.ts, loaded at start-up) re-indexes its materials.
CREATE TRIGGER `material_category_rename_reindex` AFTER UPDATE OF name ON `material_category_names` WHEN old.name IS NOT new.name BEGIN
	UPDATE `materials` SET category = category WHERE category = new.slug;
END;
