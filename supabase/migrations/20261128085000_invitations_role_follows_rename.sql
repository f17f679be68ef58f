-- =============================================================================================
-- A pending invitation follows its role when the matrix renames it (invitations)
-- =============================================================================================
-- A generated matrix update renames a role in place, and members keep it under the new name
-- (organisation_roles cascades). An invitation naming the role blocked the rename instead, so a
-- matrix change failed as soon as one invitation was pending. It now follows the role as members
-- do; deleting a role still fails while an invitation names it.
alter table public.organization_invitations
  drop constraint organization_invitations_role_fkey,
  add constraint organization_invitations_role_fkey foreign key (role) references app.permission_roles (role) on update cascade;
