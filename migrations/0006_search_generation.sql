CREATE TABLE `search_generation` (
	`id` integer PRIMARY KEY NOT NULL,
	`value` integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_generation_single_row" CHECK("search_generation"."id" = 1)
);
