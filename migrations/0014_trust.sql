CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`staff_user_id` integer NOT NULL,
	`staff_email` text NOT NULL,
	`action` text NOT NULL,
	`object_type` text NOT NULL,
	`object_id` text NOT NULL,
	`reason` text,
	`before` text,
	`after` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_log_created_idx` ON `audit_log` ("created_at" DESC);--> statement-breakpoint
CREATE INDEX `audit_log_staff_idx` ON `audit_log` (`staff_user_id`,`id`);--> statement-breakpoint
CREATE INDEX `audit_log_action_idx` ON `audit_log` (`action`,`id`);--> statement-breakpoint
CREATE INDEX `audit_log_object_idx` ON `audit_log` (`object_type`,`object_id`,`id`);--> statement-breakpoint
CREATE TABLE `listing_claims` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`listing_id` integer NOT NULL,
	`profile_id` integer NOT NULL,
	`relation` text NOT NULL,
	`cuit` text NOT NULL,
	`contact_proof` text,
	`document_id` integer,
	`message` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`decision_reason` text,
	`decided_at` integer,
	`decided_by_user_id` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`profile_id`) REFERENCES `provider_profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`document_id`) REFERENCES `private_documents`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`decided_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "listing_claims_relation" CHECK("listing_claims"."relation" IN ('titular', 'empleado')),
	CONSTRAINT "listing_claims_status" CHECK("listing_claims"."status" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "listing_claims_cuit" CHECK(length("listing_claims"."cuit") = 11 AND "listing_claims"."cuit" NOT GLOB '*[^0-9]*'),
	CONSTRAINT "listing_claims_message" CHECK("listing_claims"."message" IS NULL OR length("listing_claims"."message") <= 1000),
	CONSTRAINT "listing_claims_reason" CHECK("listing_claims"."decision_reason" IS NULL OR length("listing_claims"."decision_reason") BETWEEN 1 AND 500)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `listing_claims_one_open` ON `listing_claims` (`listing_id`,`profile_id`) WHERE "listing_claims"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX `listing_claims_one_approved` ON `listing_claims` (`listing_id`) WHERE "listing_claims"."status" = 'approved';--> statement-breakpoint
CREATE INDEX `listing_claims_queue_idx` ON `listing_claims` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `private_documents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`owner_user_id` integer NOT NULL,
	`storage_key` text NOT NULL,
	`content_type` text NOT NULL,
	`size_bytes` integer NOT NULL,
	`original_name` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`owner_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "private_documents_type" CHECK("private_documents"."content_type" IN ('application/pdf', 'image/jpeg', 'image/png', 'image/webp')),
	CONSTRAINT "private_documents_size" CHECK("private_documents"."size_bytes" BETWEEN 1 AND 10485760)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `private_documents_storage_key_unique` ON `private_documents` (`storage_key`);--> statement-breakpoint
CREATE INDEX `private_documents_owner_idx` ON `private_documents` (`owner_user_id`);--> statement-breakpoint
CREATE TABLE `review_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`review_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`reason` text NOT NULL,
	`details` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`review_id`) REFERENCES `reviews`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "review_reports_reason" CHECK("review_reports"."reason" IN ('Contenido ofensivo', 'No es una experiencia real', 'Contiene datos personales', 'Spam', 'Otro')),
	CONSTRAINT "review_reports_details" CHECK("review_reports"."details" IS NULL OR length("review_reports"."details") <= 500)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `review_reports_one_per_user` ON `review_reports` (`review_id`,`user_id`);--> statement-breakpoint
CREATE TABLE `suspended_listings` (
	`listing_id` integer PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `verification_checks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`profile_id` integer NOT NULL,
	`kind` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`cuit` text,
	`legal_name` text,
	`tax_condition` text,
	`street_address` text,
	`localidad` text,
	`license_number` text,
	`license_issuer` text,
	`license_trade` text,
	`insurance_kind` text,
	`insurer` text,
	`policy_number` text,
	`expires_on` text,
	`document_id` integer,
	`rejection_reason` text,
	`submitted_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`decided_at` integer,
	`decided_by_user_id` integer,
	FOREIGN KEY (`profile_id`) REFERENCES `provider_profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`document_id`) REFERENCES `private_documents`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`decided_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "verification_checks_kind" CHECK("verification_checks"."kind" IN ('cuit', 'domicilio', 'matricula', 'seguro')),
	CONSTRAINT "verification_checks_status" CHECK("verification_checks"."status" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "verification_checks_cuit" CHECK(("verification_checks"."kind" = 'cuit') = ("verification_checks"."cuit" IS NOT NULL) AND ("verification_checks"."cuit" IS NULL OR (length("verification_checks"."cuit") = 11 AND "verification_checks"."cuit" NOT GLOB '*[^0-9]*'))),
	CONSTRAINT "verification_checks_expiry" CHECK("verification_checks"."expires_on" IS NULL OR "verification_checks"."expires_on" GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
	CONSTRAINT "verification_checks_rejection" CHECK(("verification_checks"."status" = 'rejected') = ("verification_checks"."rejection_reason" IS NOT NULL) AND length(coalesce("verification_checks"."rejection_reason", 'x')) BETWEEN 1 AND 500)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `verification_checks_approved_cuit` ON `verification_checks` (`cuit`) WHERE "verification_checks"."kind" = 'cuit' AND "verification_checks"."status" = 'approved';--> statement-breakpoint
CREATE INDEX `verification_checks_queue_idx` ON `verification_checks` (`status`,`submitted_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `verification_checks_one_per_kind` ON `verification_checks` (`profile_id`,`kind`);--> statement-breakpoint
ALTER TABLE `users` ADD `is_staff` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `suspended_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `suspension_reason` text CONSTRAINT "users_suspension" CHECK(("suspended_at" IS NULL) = ("suspension_reason" IS NULL) AND length(coalesce("suspension_reason", 'x')) BETWEEN 1 AND 500);--> statement-breakpoint
ALTER TABLE `reviews` ADD `reply` text;--> statement-breakpoint
ALTER TABLE `reviews` ADD `replied_at` integer CONSTRAINT "reviews_reply" CHECK(("reply" IS NULL) = ("replied_at" IS NULL) AND length(coalesce("reply", 'x')) BETWEEN 1 AND 1000);--> statement-breakpoint
ALTER TABLE `reviews` ADD `hidden_at` integer;--> statement-breakpoint
ALTER TABLE `reviews` ADD `hidden_reason` text CONSTRAINT "reviews_hidden" CHECK(("hidden_at" IS NULL) = ("hidden_reason" IS NULL) AND length(coalesce("hidden_reason", 'x')) BETWEEN 1 AND 500);--> statement-breakpoint
ALTER TABLE `reviews` ADD `author_suspended` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- The audit log is append-only, for the app's own connection too.
CREATE TRIGGER `audit_log_no_update` BEFORE UPDATE ON `audit_log` BEGIN
	SELECT RAISE(ABORT, 'audit_log is append-only');
END;
--> statement-breakpoint
CREATE TRIGGER `audit_log_no_delete` BEFORE DELETE ON `audit_log` BEGIN
	SELECT RAISE(ABORT, 'audit_log is append-only');
END;
--> statement-breakpoint
-- Listings count only the reviews the public sees: not hidden by moderation, not written by a
-- suspended account. Hiding, restoring, suspending and reactivating move the counters at once.
DROP TRIGGER `reviews_count_insert`;--> statement-breakpoint
DROP TRIGGER `reviews_count_delete`;--> statement-breakpoint
DROP TRIGGER `reviews_count_update`;--> statement-breakpoint
DROP TRIGGER `listings_reviews_insert`;--> statement-breakpoint
DROP TRIGGER `listings_reviews_move`;--> statement-breakpoint
CREATE TRIGGER `reviews_count_insert` AFTER INSERT ON `reviews` WHEN new.hidden_at IS NULL AND new.author_suspended = 0 BEGIN
	UPDATE `listings` SET review_count = review_count + 1, rating_total = rating_total + new.rating
	WHERE id = new.listing_id
		OR (profile_id = new.profile_id AND sector_slug = new.sector_slug AND subsector_slug = new.subsector_slug);
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_count_delete` AFTER DELETE ON `reviews` WHEN old.hidden_at IS NULL AND old.author_suspended = 0 BEGIN
	UPDATE `listings` SET review_count = review_count - 1, rating_total = rating_total - old.rating
	WHERE id = old.listing_id
		OR (profile_id = old.profile_id AND sector_slug = old.sector_slug AND subsector_slug = old.subsector_slug);
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_count_update` AFTER UPDATE OF rating, profile_id, listing_id, sector_slug, subsector_slug, hidden_at, author_suspended ON `reviews` BEGIN
	UPDATE `listings` SET review_count = review_count - 1, rating_total = rating_total - old.rating
	WHERE old.hidden_at IS NULL AND old.author_suspended = 0 AND (id = old.listing_id
		OR (profile_id = old.profile_id AND sector_slug = old.sector_slug AND subsector_slug = old.subsector_slug));
	UPDATE `listings` SET review_count = review_count + 1, rating_total = rating_total + new.rating
	WHERE new.hidden_at IS NULL AND new.author_suspended = 0 AND (id = new.listing_id
		OR (profile_id = new.profile_id AND sector_slug = new.sector_slug AND subsector_slug = new.subsector_slug));
END;
--> statement-breakpoint
CREATE TRIGGER `listings_reviews_insert` AFTER INSERT ON `listings` WHEN new.profile_id IS NOT NULL BEGIN
	UPDATE `listings` SET (review_count, rating_total) = (
		SELECT count(*), coalesce(sum(rating), 0) FROM `reviews`
		WHERE hidden_at IS NULL AND author_suspended = 0
			AND profile_id = new.profile_id AND sector_slug = new.sector_slug AND subsector_slug = new.subsector_slug
	) WHERE id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `listings_reviews_move` AFTER UPDATE OF profile_id, sector_slug, subsector_slug ON `listings` BEGIN
	UPDATE `listings` SET (review_count, rating_total) = (
		SELECT count(*), coalesce(sum(rating), 0) FROM `reviews`
		WHERE hidden_at IS NULL AND author_suspended = 0 AND (listing_id = new.id
			OR (profile_id = new.profile_id AND sector_slug = new.sector_slug AND subsector_slug = new.subsector_slug))
	) WHERE id = new.id;
END;
--> statement-breakpoint
-- 'Perfil Verificado' now rests on approved CUIT and Domicilio checks, and no check exists yet:
-- every badge waits for staff to approve them.
UPDATE `provider_profiles` SET `verified` = 0;
