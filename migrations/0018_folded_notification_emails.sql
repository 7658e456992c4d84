ALTER TABLE `notification_throttle` ADD `subject` text;--> statement-breakpoint
ALTER TABLE `notification_throttle` ADD `path` text;--> statement-breakpoint
ALTER TABLE `notification_throttle` ADD `label` text;