-- A claimed listing shows its owner's business name and contact person: renaming the profile
-- renames its listings (and, through their triggers, re-indexes them for search).
CREATE TRIGGER `provider_profiles_name_to_listings` AFTER UPDATE OF business_name, contact_person ON `provider_profiles`
WHEN old.business_name IS NOT new.business_name OR old.contact_person IS NOT new.contact_person BEGIN
	UPDATE `listings` SET business_name = new.business_name, contact_person = new.contact_person WHERE profile_id = new.id;
END;
