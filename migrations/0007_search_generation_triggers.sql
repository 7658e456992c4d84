-- Every change to what the search index holds (see 0004) moves the generation on, so a match
-- list kept by a process is dropped as soon as it could be stale, by any process's write.
INSERT INTO `search_generation` (id, value) VALUES (1, 0);
--> statement-breakpoint
CREATE TRIGGER `search_generation_insert` AFTER INSERT ON `listings` BEGIN
	UPDATE `search_generation` SET value = value + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `search_generation_update` AFTER UPDATE OF business_name, description, sector_slug, subsector_slug, division_slug, zona, is_active ON `listings` BEGIN
	UPDATE `search_generation` SET value = value + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `search_generation_delete` AFTER DELETE ON `listings` BEGIN
	UPDATE `search_generation` SET value = value + 1 WHERE id = 1;
END;
