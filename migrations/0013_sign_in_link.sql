PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_auth_tokens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`purpose` text NOT NULL,
	`token_hash` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`new_email` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "auth_tokens_purpose" CHECK("__new_auth_tokens"."purpose" IN ('verify-email', 'reset-password', 'change-email', 'sign-in-link')),
	CONSTRAINT "auth_tokens_new_email" CHECK(("__new_auth_tokens"."purpose" = 'change-email') = ("__new_auth_tokens"."new_email" IS NOT NULL) AND ("__new_auth_tokens"."new_email" IS NULL OR ("__new_auth_tokens"."new_email" = lower(trim("__new_auth_tokens"."new_email")) AND "__new_auth_tokens"."new_email" LIKE '%_@_%')))
);
--> statement-breakpoint
INSERT INTO `__new_auth_tokens`("id", "user_id", "purpose", "token_hash", "attempts", "expires_at", "used_at", "new_email", "created_at") SELECT "id", "user_id", "purpose", "token_hash", "attempts", "expires_at", "used_at", "new_email", "created_at" FROM `auth_tokens`;--> statement-breakpoint
DROP TABLE `auth_tokens`;--> statement-breakpoint
ALTER TABLE `__new_auth_tokens` RENAME TO `auth_tokens`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `auth_tokens_token_hash_unique` ON `auth_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `auth_tokens_user_idx` ON `auth_tokens` (`user_id`,`purpose`);