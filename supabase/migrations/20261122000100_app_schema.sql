-- =============================================================================================
-- Private helper schema
-- =============================================================================================
-- Helpers that policies and triggers call live in app, which the API does not expose: PostgREST
-- serves only public, so none of these functions can be called as an RPC. The API roles get
-- USAGE only because policies evaluated as those roles must be able to call the helpers.
create schema app;
revoke all on schema app from public;
grant usage on schema app to anon, authenticated, service_role;

-- =============================================================================================
-- updated_at bookkeeping
-- =============================================================================================
-- A trigger rather than trusting clients, so updated_at is right however the row was changed.
create function app.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

revoke all on function app.set_updated_at() from public;
