-- =============================================================================================
-- The size a pitch deck version or a data-room document shows is its stored file's
-- =============================================================================================
-- A client names the size when it records an upload, and the demo seed records its rows before
-- the files are stored (the Supabase CLI uploads a project's seed files after its SQL seeds). The
-- stored object's metadata is what is true, so the database takes the size from there: when a
-- row is written while its object exists, and when an object is stored or replaced after its row.

create function app.stored_object_size(p_bucket text, p_name text)
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select nullif(o.metadata ->> 'size', '')::bigint from storage.objects o where o.bucket_id = p_bucket and o.name = p_name
$$;

create function app.take_stored_file_size()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.file_size := coalesce(app.stored_object_size(tg_argv[0], new.object_path), new.file_size);
  return new;
end;
$$;

create trigger take_stored_file_size before insert or update of object_path, file_size on public.pitch_deck_versions
  for each row execute function app.take_stored_file_size('pitch-decks');
create trigger take_stored_file_size before insert or update of object_path, file_size on public.data_room_documents
  for each row execute function app.take_stored_file_size('data-room');

create function app.give_stored_file_size()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_size bigint := nullif(new.metadata ->> 'size', '')::bigint;
begin
  if v_size is null then
    return null;
  end if;
  if new.bucket_id = 'pitch-decks' then
    update public.pitch_deck_versions set file_size = v_size where object_path = new.name and file_size is distinct from v_size;
  else
    update public.data_room_documents set file_size = v_size where object_path = new.name and file_size is distinct from v_size;
  end if;
  return null;
end;
$$;

create trigger give_stored_file_size after insert or update of metadata on storage.objects
  for each row when (new.bucket_id in ('pitch-decks', 'data-room')) execute function app.give_stored_file_size();

revoke all on function app.stored_object_size(text, text), app.take_stored_file_size(), app.give_stored_file_size() from public;
