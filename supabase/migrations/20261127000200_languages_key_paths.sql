-- =============================================================================================
-- Translation key paths are plain data (spec 000 §3 Translation value)
-- =============================================================================================
-- The browser lays an organization's approved values into i18next's resources by splitting
-- key_path on '.', so a segment that names a property every JavaScript object inherits
-- (`__proto__`, `prototype`, `constructor`) would write into every object of the page, and an
-- empty segment addresses no key at all. Such paths are refused here for every writer, the service
-- role included; the browser skips them as well.

-- A row with such a path never was a translation any page could show, so it is deleted rather
-- than kept behind a constraint left unvalidated.
delete from public.translation_values
where key_path = ''
   or '' = any (string_to_array(key_path, '.'))
   or string_to_array(key_path, '.') && array['__proto__', 'prototype', 'constructor']::text[];

alter table public.translation_values
  add constraint translation_values_key_path_check check (
    key_path <> ''
    and not ('' = any (string_to_array(key_path, '.')))
    and not (string_to_array(key_path, '.') && array['__proto__', 'prototype', 'constructor']::text[])
  );
