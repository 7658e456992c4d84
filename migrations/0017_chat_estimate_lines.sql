CREATE TABLE `chat_estimate_lines` (
	`message_id` integer NOT NULL,
	`position` integer NOT NULL,
	`description` text NOT NULL,
	`quantity_hundredths` integer NOT NULL,
	`unit` text NOT NULL,
	PRIMARY KEY(`message_id`, `position`),
	FOREIGN KEY (`message_id`) REFERENCES `chat_messages`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "chat_estimate_lines_position" CHECK("chat_estimate_lines"."position" BETWEEN 0 AND 29),
	CONSTRAINT "chat_estimate_lines_description" CHECK(length(trim("chat_estimate_lines"."description")) BETWEEN 1 AND 200),
	CONSTRAINT "chat_estimate_lines_quantity" CHECK(typeof("chat_estimate_lines"."quantity_hundredths") = 'integer' AND "chat_estimate_lines"."quantity_hundredths" BETWEEN 1 AND 100000000000),
	CONSTRAINT "chat_estimate_lines_unit" CHECK("chat_estimate_lines"."unit" IN ('m2', 'm3', 'ml', 'u', 'kg', 'bolsa', 'global'))
);
