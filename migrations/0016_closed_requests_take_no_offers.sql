-- A request closed by accepting an offer or by cancelling takes no new offers or revisions, and
-- the accepted offer is one of its own: held here, so no write path can forget it.
CREATE TRIGGER `offers_request_open` BEFORE INSERT ON `offers`
WHEN (SELECT `status` FROM `quote_requests` WHERE `id` = NEW.`request_id`) <> 'open' BEGIN
  SELECT RAISE(ABORT, 'solicitud cerrada: no recibe presupuestos');
END;
--> statement-breakpoint
CREATE TRIGGER `offer_revisions_request_open` BEFORE INSERT ON `offer_revisions`
WHEN (SELECT r.`status` FROM `offers` o JOIN `quote_requests` r ON r.`id` = o.`request_id` WHERE o.`id` = NEW.`offer_id`) <> 'open' BEGIN
  SELECT RAISE(ABORT, 'solicitud cerrada: no recibe presupuestos');
END;
--> statement-breakpoint
CREATE TRIGGER `quote_requests_accepted_offer_own` BEFORE UPDATE OF `accepted_offer_id` ON `quote_requests`
WHEN NEW.`accepted_offer_id` IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM `offers` WHERE `id` = NEW.`accepted_offer_id` AND `request_id` = NEW.`id`) BEGIN
  SELECT RAISE(ABORT, 'el presupuesto aceptado no es de esta solicitud');
END;
