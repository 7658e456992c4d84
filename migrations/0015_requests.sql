CREATE TABLE `conversations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`requester_user_id` integer,
	`provider_user_id` integer,
	`request_id` integer,
	`recipient_id` integer,
	`listing_id` integer,
	`material_id` integer,
	`subject` text NOT NULL,
	`last_message_id` integer DEFAULT 0 NOT NULL,
	`last_sender_user_id` integer,
	`last_message_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`requester_read_message_id` integer DEFAULT 0 NOT NULL,
	`provider_read_message_id` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`requester_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`provider_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`request_id`) REFERENCES `quote_requests`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`recipient_id`) REFERENCES `quote_request_recipients`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`material_id`) REFERENCES `materials`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "conversations_subject" CHECK(length(trim("conversations"."subject")) BETWEEN 1 AND 200)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `conversations_one_per_recipient` ON `conversations` (`recipient_id`) WHERE "conversations"."recipient_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `conversations_requester_idx` ON `conversations` (`requester_user_id`,"last_message_at" DESC);--> statement-breakpoint
CREATE INDEX `conversations_provider_idx` ON `conversations` (`provider_user_id`,"last_message_at" DESC);--> statement-breakpoint
CREATE TABLE `message_attachments` (
	`message_id` integer NOT NULL,
	`position` integer NOT NULL,
	`document_id` integer,
	`original_name` text NOT NULL,
	PRIMARY KEY(`message_id`, `position`),
	FOREIGN KEY (`message_id`) REFERENCES `messages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`document_id`) REFERENCES `private_documents`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "message_attachments_position" CHECK("message_attachments"."position" BETWEEN 0 AND 2)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `message_attachments_document_id_unique` ON `message_attachments` (`document_id`);--> statement-breakpoint
CREATE TABLE `messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`conversation_id` integer NOT NULL,
	`sender_user_id` integer,
	`body` text NOT NULL,
	`idempotency_key` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`conversation_id`) REFERENCES `conversations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sender_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "messages_body" CHECK(length("messages"."body") <= 2000),
	CONSTRAINT "messages_idempotency_key" CHECK("messages"."idempotency_key" IS NULL OR length("messages"."idempotency_key") BETWEEN 8 AND 64)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `messages_idempotency_idx` ON `messages` (`conversation_id`,`sender_user_id`,`idempotency_key`) WHERE "messages"."idempotency_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `messages_conversation_idx` ON `messages` (`conversation_id`,`id`);--> statement-breakpoint
CREATE TABLE `notification_throttle` (
	`user_id` integer NOT NULL,
	`thread_key` text NOT NULL,
	`last_sent_at` integer NOT NULL,
	`folded` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`user_id`, `thread_key`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `offer_lines` (
	`revision_id` integer NOT NULL,
	`position` integer NOT NULL,
	`description` text NOT NULL,
	`quantity_hundredths` integer NOT NULL,
	`unit` text NOT NULL,
	`unit_price_cents` integer NOT NULL,
	`kind` text NOT NULL,
	`line_total_cents` integer NOT NULL,
	PRIMARY KEY(`revision_id`, `position`),
	FOREIGN KEY (`revision_id`) REFERENCES `offer_revisions`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "offer_lines_position" CHECK("offer_lines"."position" BETWEEN 0 AND 29),
	CONSTRAINT "offer_lines_description" CHECK(length(trim("offer_lines"."description")) BETWEEN 1 AND 200),
	CONSTRAINT "offer_lines_quantity" CHECK(typeof("offer_lines"."quantity_hundredths") = 'integer' AND "offer_lines"."quantity_hundredths" BETWEEN 1 AND 100000000000),
	CONSTRAINT "offer_lines_unit" CHECK("offer_lines"."unit" IN ('m2', 'm3', 'ml', 'u', 'kg', 'bolsa', 'global')),
	CONSTRAINT "offer_lines_kind" CHECK("offer_lines"."kind" IN ('materiales', 'mano_de_obra', 'otro')),
	CONSTRAINT "offer_lines_money" CHECK(typeof("offer_lines"."unit_price_cents") = 'integer' AND "offer_lines"."unit_price_cents" BETWEEN 0 AND 99999999999999 AND typeof("offer_lines"."line_total_cents") = 'integer' AND "offer_lines"."line_total_cents" BETWEEN 0 AND 99999999999999)
);
--> statement-breakpoint
CREATE TABLE `offer_revisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`offer_id` integer NOT NULL,
	`iva_mode` text NOT NULL,
	`iva_rate_bp` integer,
	`materials_cents` integer NOT NULL,
	`labour_cents` integer NOT NULL,
	`other_cents` integer NOT NULL,
	`subtotal_cents` integer NOT NULL,
	`iva_cents` integer NOT NULL,
	`total_cents` integer NOT NULL,
	`valid_until` text NOT NULL,
	`duration_days` integer NOT NULL,
	`payment_terms` text DEFAULT '' NOT NULL,
	`notes` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`offer_id`) REFERENCES `offers`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "offer_revisions_iva_mode" CHECK("offer_revisions"."iva_mode" IN ('incluido', 'mas_iva')),
	CONSTRAINT "offer_revisions_iva_rate" CHECK(("offer_revisions"."iva_mode" = 'mas_iva') = ("offer_revisions"."iva_rate_bp" IS NOT NULL) AND ("offer_revisions"."iva_rate_bp" IS NULL OR "offer_revisions"."iva_rate_bp" IN (2100, 1050))),
	CONSTRAINT "offer_revisions_money" CHECK(typeof("offer_revisions"."materials_cents") = 'integer' AND "offer_revisions"."materials_cents" BETWEEN 0 AND 99999999999999 AND typeof("offer_revisions"."labour_cents") = 'integer' AND "offer_revisions"."labour_cents" BETWEEN 0 AND 99999999999999 AND typeof("offer_revisions"."other_cents") = 'integer' AND "offer_revisions"."other_cents" BETWEEN 0 AND 99999999999999 AND typeof("offer_revisions"."subtotal_cents") = 'integer' AND "offer_revisions"."subtotal_cents" BETWEEN 0 AND 99999999999999 AND typeof("offer_revisions"."iva_cents") = 'integer' AND "offer_revisions"."iva_cents" BETWEEN 0 AND 99999999999999 AND typeof("offer_revisions"."total_cents") = 'integer' AND "offer_revisions"."total_cents" BETWEEN 0 AND 99999999999999),
	CONSTRAINT "offer_revisions_sums" CHECK("offer_revisions"."subtotal_cents" = "offer_revisions"."materials_cents" + "offer_revisions"."labour_cents" + "offer_revisions"."other_cents" AND "offer_revisions"."total_cents" = "offer_revisions"."subtotal_cents" + "offer_revisions"."iva_cents" AND ("offer_revisions"."iva_mode" = 'mas_iva' OR "offer_revisions"."iva_cents" = 0)),
	CONSTRAINT "offer_revisions_valid_until" CHECK("offer_revisions"."valid_until" GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
	CONSTRAINT "offer_revisions_duration" CHECK("offer_revisions"."duration_days" BETWEEN 1 AND 3650),
	CONSTRAINT "offer_revisions_payment_terms" CHECK("offer_revisions"."payment_terms" IS NULL OR length("offer_revisions"."payment_terms") <= 300),
	CONSTRAINT "offer_revisions_notes" CHECK("offer_revisions"."notes" IS NULL OR length("offer_revisions"."notes") <= 1000)
);
--> statement-breakpoint
CREATE INDEX `offer_revisions_offer_idx` ON `offer_revisions` (`offer_id`,`id`);--> statement-breakpoint
CREATE TABLE `offers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`request_id` integer NOT NULL,
	`recipient_id` integer NOT NULL,
	`current_revision_id` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`request_id`) REFERENCES `quote_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recipient_id`) REFERENCES `quote_request_recipients`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `offers_recipient_id_unique` ON `offers` (`recipient_id`);--> statement-breakpoint
CREATE INDEX `offers_request_idx` ON `offers` (`request_id`);--> statement-breakpoint
CREATE TABLE `provider_request_stats` (
	`profile_id` integer PRIMARY KEY NOT NULL,
	`received` integer DEFAULT 0 NOT NULL,
	`answered` integer DEFAULT 0 NOT NULL,
	`last_received_at` integer,
	FOREIGN KEY (`profile_id`) REFERENCES `provider_profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "provider_request_stats_counts" CHECK("provider_request_stats"."answered" BETWEEN 0 AND "provider_request_stats"."received")
);
--> statement-breakpoint
CREATE TABLE `quote_request_attachments` (
	`request_id` integer NOT NULL,
	`position` integer NOT NULL,
	`document_id` integer NOT NULL,
	PRIMARY KEY(`request_id`, `position`),
	FOREIGN KEY (`request_id`) REFERENCES `quote_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`document_id`) REFERENCES `private_documents`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "quote_request_attachments_position" CHECK("quote_request_attachments"."position" BETWEEN 0 AND 4)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `quote_request_attachments_document_id_unique` ON `quote_request_attachments` (`document_id`);--> statement-breakpoint
CREATE TABLE `quote_request_items` (
	`request_id` integer NOT NULL,
	`position` integer NOT NULL,
	`description` text NOT NULL,
	`quantity_hundredths` integer NOT NULL,
	`unit` text NOT NULL,
	PRIMARY KEY(`request_id`, `position`),
	FOREIGN KEY (`request_id`) REFERENCES `quote_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "quote_request_items_position" CHECK("quote_request_items"."position" BETWEEN 0 AND 29),
	CONSTRAINT "quote_request_items_description" CHECK(length(trim("quote_request_items"."description")) BETWEEN 1 AND 200),
	CONSTRAINT "quote_request_items_quantity" CHECK(typeof("quote_request_items"."quantity_hundredths") = 'integer' AND "quote_request_items"."quantity_hundredths" BETWEEN 1 AND 100000000000),
	CONSTRAINT "quote_request_items_unit" CHECK("quote_request_items"."unit" IN ('m2', 'm3', 'ml', 'u', 'kg', 'bolsa', 'global'))
);
--> statement-breakpoint
CREATE TABLE `quote_request_recipients` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`request_id` integer NOT NULL,
	`profile_id` integer NOT NULL,
	`listing_id` integer,
	`status` text DEFAULT 'sent' NOT NULL,
	`decline_reason` text,
	`sent_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`seen_at` integer,
	`responded_at` integer,
	FOREIGN KEY (`request_id`) REFERENCES `quote_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`profile_id`) REFERENCES `provider_profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "quote_request_recipients_status" CHECK("quote_request_recipients"."status" IN ('sent', 'seen', 'offered', 'declined')),
	CONSTRAINT "quote_request_recipients_reason" CHECK(("quote_request_recipients"."status" = 'declined' OR "quote_request_recipients"."decline_reason" IS NULL) AND ("quote_request_recipients"."decline_reason" IS NULL OR length("quote_request_recipients"."decline_reason") <= 300)),
	CONSTRAINT "quote_request_recipients_responded" CHECK(("quote_request_recipients"."status" IN ('offered', 'declined')) = ("quote_request_recipients"."responded_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX `quote_request_recipients_inbox_idx` ON `quote_request_recipients` (`profile_id`,"sent_at" DESC);--> statement-breakpoint
CREATE UNIQUE INDEX `quote_request_recipients_once` ON `quote_request_recipients` (`request_id`,`profile_id`);--> statement-breakpoint
CREATE TABLE `quote_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`title` text NOT NULL,
	`sector_slug` text NOT NULL,
	`subsector_slug` text NOT NULL,
	`place` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`desired_start_on` text,
	`status` text DEFAULT 'open' NOT NULL,
	`accepted_offer_id` integer,
	`accepted_profile_id` integer,
	`closed_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`accepted_profile_id`) REFERENCES `provider_profiles`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`sector_slug`,`subsector_slug`) REFERENCES `subsectors`(`sector_slug`,`slug`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "quote_requests_title" CHECK(length(trim("quote_requests"."title")) BETWEEN 1 AND 100),
	CONSTRAINT "quote_requests_description" CHECK(length("quote_requests"."description") <= 2000),
	CONSTRAINT "quote_requests_place" CHECK(length("quote_requests"."place") BETWEEN 1 AND 100),
	CONSTRAINT "quote_requests_start" CHECK("quote_requests"."desired_start_on" IS NULL OR "quote_requests"."desired_start_on" GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
	CONSTRAINT "quote_requests_status" CHECK("quote_requests"."status" IN ('open', 'accepted', 'cancelled')),
	CONSTRAINT "quote_requests_closed" CHECK(("quote_requests"."status" = 'open') = ("quote_requests"."closed_at" IS NULL)),
	CONSTRAINT "quote_requests_accepted" CHECK(("quote_requests"."status" = 'accepted') = ("quote_requests"."accepted_offer_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX `quote_requests_user_idx` ON `quote_requests` (`user_id`,"created_at" DESC);--> statement-breakpoint
CREATE INDEX `quote_requests_accepted_idx` ON `quote_requests` (`accepted_profile_id`,`user_id`) WHERE "quote_requests"."accepted_profile_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `notify_by_email` integer DEFAULT true NOT NULL;--> statement-breakpoint
-- What matching orders by, kept with the recipients: requests received, answered, and when the last arrived.
CREATE TRIGGER `provider_request_stats_received` AFTER INSERT ON `quote_request_recipients` BEGIN
  INSERT INTO `provider_request_stats` (`profile_id`, `received`, `answered`, `last_received_at`)
  VALUES (NEW.`profile_id`, 1, CASE WHEN NEW.`status` IN ('offered', 'declined') THEN 1 ELSE 0 END, NEW.`sent_at`)
  ON CONFLICT (`profile_id`) DO UPDATE SET
    `received` = `received` + 1,
    `answered` = `answered` + excluded.`answered`,
    `last_received_at` = max(coalesce(`last_received_at`, 0), excluded.`last_received_at`);
END;
--> statement-breakpoint
CREATE TRIGGER `provider_request_stats_answered` AFTER UPDATE OF `status` ON `quote_request_recipients`
WHEN (OLD.`status` IN ('offered', 'declined')) <> (NEW.`status` IN ('offered', 'declined')) BEGIN
  UPDATE `provider_request_stats`
  SET `answered` = `answered` + CASE WHEN NEW.`status` IN ('offered', 'declined') THEN 1 ELSE -1 END
  WHERE `profile_id` = NEW.`profile_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `provider_request_stats_removed` AFTER DELETE ON `quote_request_recipients` BEGIN
  UPDATE `provider_request_stats`
  SET `received` = `received` - 1,
      `answered` = `answered` - CASE WHEN OLD.`status` IN ('offered', 'declined') THEN 1 ELSE 0 END
  WHERE `profile_id` = OLD.`profile_id`;
END;
