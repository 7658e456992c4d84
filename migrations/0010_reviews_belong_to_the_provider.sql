PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`profile_id` integer,
	`listing_id` integer,
	`sector_slug` text NOT NULL,
	`subsector_slug` text NOT NULL,
	`rating` integer NOT NULL,
	`comment` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`profile_id`) REFERENCES `provider_profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sector_slug`,`subsector_slug`) REFERENCES `subsectors`(`sector_slug`,`slug`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "reviews_one_provider" CHECK(("__new_reviews"."profile_id" IS NULL) <> ("__new_reviews"."listing_id" IS NULL)),
	CONSTRAINT "reviews_rating_range" CHECK("__new_reviews"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_comment_length" CHECK("__new_reviews"."comment" IS NULL OR length("__new_reviews"."comment") <= 500)
);
--> statement-breakpoint
-- Each review moves from its listing to the listing's provider: the profile of a claimed listing
-- (with the service's subsector), or the unclaimed listing itself. Where one user reviewed
-- several listings of one profile, the newest review stays (by date, then by id).
INSERT INTO `__new_reviews` ("id", "user_id", "profile_id", "listing_id", "sector_slug", "subsector_slug", "rating", "comment", "created_at")
SELECT r.id, r.user_id, l.profile_id, CASE WHEN l.profile_id IS NULL THEN l.id END, l.sector_slug, l.subsector_slug,
	r.rating, r.comment, r.created_at
FROM `reviews` r JOIN `listings` l ON l.id = r.listing_id
WHERE r.user_id IS NULL OR l.profile_id IS NULL OR NOT EXISTS (
	SELECT 1 FROM `reviews` newer JOIN `listings` nl ON nl.id = newer.listing_id
	WHERE newer.user_id = r.user_id AND nl.profile_id = l.profile_id
		AND (newer.created_at > r.created_at OR (newer.created_at = r.created_at AND newer.id > r.id))
);
--> statement-breakpoint
DROP TABLE `reviews`;--> statement-breakpoint
ALTER TABLE `__new_reviews` RENAME TO `reviews`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `reviews_profile_service_idx` ON `reviews` (`profile_id`,`sector_slug`,`subsector_slug`,`created_at`);--> statement-breakpoint
CREATE INDEX `reviews_listing_idx` ON `reviews` (`listing_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_one_per_user_and_profile` ON `reviews` (`user_id`,`profile_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_one_per_user_and_listing` ON `reviews` (`user_id`,`listing_id`);--> statement-breakpoint
-- A listing counts the reviews of its provider written on its service: its own when unclaimed,
-- its profile's in its subsector when claimed. Dropping the old table dropped its triggers.
CREATE TRIGGER `reviews_count_insert` AFTER INSERT ON `reviews` BEGIN
	UPDATE `listings` SET review_count = review_count + 1, rating_total = rating_total + new.rating
	WHERE id = new.listing_id
		OR (profile_id = new.profile_id AND sector_slug = new.sector_slug AND subsector_slug = new.subsector_slug);
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_count_delete` AFTER DELETE ON `reviews` BEGIN
	UPDATE `listings` SET review_count = review_count - 1, rating_total = rating_total - old.rating
	WHERE id = old.listing_id
		OR (profile_id = old.profile_id AND sector_slug = old.sector_slug AND subsector_slug = old.subsector_slug);
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_count_update` AFTER UPDATE OF rating, profile_id, listing_id, sector_slug, subsector_slug ON `reviews` BEGIN
	UPDATE `listings` SET review_count = review_count - 1, rating_total = rating_total - old.rating
	WHERE id = old.listing_id
		OR (profile_id = old.profile_id AND sector_slug = old.sector_slug AND subsector_slug = old.subsector_slug);
	UPDATE `listings` SET review_count = review_count + 1, rating_total = rating_total + new.rating
	WHERE id = new.listing_id
		OR (profile_id = new.profile_id AND sector_slug = new.sector_slug AND subsector_slug = new.subsector_slug);
END;
--> statement-breakpoint
-- A service published again in a subsector, or moved to another, finds the reviews written there.
CREATE TRIGGER `listings_reviews_insert` AFTER INSERT ON `listings` WHEN new.profile_id IS NOT NULL BEGIN
	UPDATE `listings` SET (review_count, rating_total) = (
		SELECT count(*), coalesce(sum(rating), 0) FROM `reviews`
		WHERE profile_id = new.profile_id AND sector_slug = new.sector_slug AND subsector_slug = new.subsector_slug
	) WHERE id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `listings_reviews_move` AFTER UPDATE OF profile_id, sector_slug, subsector_slug ON `listings` BEGIN
	UPDATE `listings` SET (review_count, rating_total) = (
		SELECT count(*), coalesce(sum(rating), 0) FROM `reviews`
		WHERE listing_id = new.id
			OR (profile_id = new.profile_id AND sector_slug = new.sector_slug AND subsector_slug = new.subsector_slug)
	) WHERE id = new.id;
END;
--> statement-breakpoint
UPDATE `listings` SET (review_count, rating_total) = (
	SELECT count(*), coalesce(sum(rating), 0) FROM `reviews`
	WHERE listing_id = listings.id
		OR (profile_id = listings.profile_id AND sector_slug = listings.sector_slug AND subsector_slug = listings.subsector_slug)
);
--> statement-breakpoint
-- A claimed listing's phone, address and website are its own only when typed for that service;
-- otherwise they are read from the profile, so a change there shows on every such listing.
UPDATE `listings` SET phone = NULL
WHERE profile_id IS NOT NULL AND phone = (SELECT phone FROM `provider_profiles` p WHERE p.id = listings.profile_id);
--> statement-breakpoint
UPDATE `listings` SET address = NULL
WHERE profile_id IS NOT NULL AND address = (SELECT address FROM `provider_profiles` p WHERE p.id = listings.profile_id);
--> statement-breakpoint
UPDATE `listings` SET website = NULL
WHERE profile_id IS NOT NULL AND website IN (
	SELECT website FROM `provider_profiles` p WHERE p.id = listings.profile_id
	UNION ALL SELECT 'https://' || website FROM `provider_profiles` p WHERE p.id = listings.profile_id
);
