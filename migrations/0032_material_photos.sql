-- A material's photos (spec/materials.md §1, 'Fotos'): up to six in order, each with its text alternative.
CREATE TABLE `material_photos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`material_id` integer NOT NULL,
	`path` text NOT NULL,
	`alt` text,
	`position` integer NOT NULL,
	FOREIGN KEY (`material_id`) REFERENCES `materials`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "material_photos_max" CHECK("material_photos"."position" BETWEEN 0 AND 5),
	CONSTRAINT "material_photos_alt" CHECK("material_photos"."alt" IS NULL OR length("material_photos"."alt") BETWEEN 1 AND 125)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `material_photos_position` ON `material_photos` (`material_id`,`position`);--> statement-breakpoint
-- A material's one image becomes its first photo; its text alternative stays the title.
INSERT INTO `material_photos` (`material_id`, `path`, `position`) SELECT `id`, `image_path`, 0 FROM `materials` WHERE `image_path` IS NOT NULL AND `image_path` <> '';--> statement-breakpoint
ALTER TABLE `materials` DROP COLUMN `image_path`;