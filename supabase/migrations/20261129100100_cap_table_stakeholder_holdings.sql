-- =============================================================================================
-- A stakeholder's holdings are the ledger's
-- =============================================================================================
-- What a stakeholder holds is derived from the ledger as of any date (public.cap_table_positions,
-- public.cap_table_fully_diluted), never typed in. The number of shares a stakeholder row carried
-- was typed into a form and could only contradict the ledger, so the column goes; its insert and
-- update grants go with it.

alter table public.stakeholders drop column shares;
