CREATE TABLE `listing_events` (
	`listing_id` integer NOT NULL,
	`day` text NOT NULL,
	`kind` text NOT NULL,
	`viewer_hash` text NOT NULL,
	PRIMARY KEY(`listing_id`, `day`, `kind`, `viewer_hash`),
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "listing_events_kind" CHECK("listing_events"."kind" IN ('view', 'phone', 'whatsapp', 'website')),
	CONSTRAINT "listing_events_day" CHECK("listing_events"."day" GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
	CONSTRAINT "listing_events_viewer_hash" CHECK(length("listing_events"."viewer_hash") = 43)
) WITHOUT ROWID;
