CREATE TABLE `offer_attachments` (
	`revision_id` integer NOT NULL,
	`position` integer NOT NULL,
	`document_id` integer NOT NULL,
	PRIMARY KEY(`revision_id`, `position`),
	FOREIGN KEY (`revision_id`) REFERENCES `offer_revisions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`document_id`) REFERENCES `private_documents`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "offer_attachments_position" CHECK("offer_attachments"."position" BETWEEN 0 AND 2)
);
--> statement-breakpoint
CREATE INDEX `offer_attachments_document_idx` ON `offer_attachments` (`document_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `offer_attachments_once` ON `offer_attachments` (`revision_id`,`document_id`);