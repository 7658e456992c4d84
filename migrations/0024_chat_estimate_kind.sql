-- Added in place: rebuilding chat_messages would cascade-delete the estimate lines of its replies.
ALTER TABLE `chat_messages` ADD `estimate_kind` text CONSTRAINT "chat_messages_estimate_kind" CHECK("estimate_kind" IS NULL OR "estimate_kind" IN ('walls', 'concrete', 'tiles', 'paint', 'drywall', 'membrane'));
