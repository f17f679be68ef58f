// @vitest-environment jsdom
import { appStore } from '@fikrspace/app-store';
import { QueryProvider, createQueryClient, setQueryClient } from '@fikrspace/data';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Can } from './can';
import { permissionKeys } from './permission-keys';

/** What the component shows for each cached answer; the answers themselves are tested against the database. */
describe('<Can>', () => {
  beforeEach(() => {
    setQueryClient(createQueryClient());
  });
  afterEach(() => {
    cleanup();
    appStore.getState().reset();
    setQueryClient(null);
  });

  function signedIn(answer: boolean) {
    appStore.getState().setUser({ id: 'u-1', email: 'editor@fikrspace.test', firstName: 'Elias', lastName: 'Editor', organizationId: 'o-1', enterpriseRole: null });
    appStore.getState().setOrganization({ id: 'o-1', name: 'Fikr Labs', logoUrl: null, organizationType: 'startup' });
    return answer;
  }

  async function renderCan(answer: boolean | null) {
    const { getQueryClient } = await import('@fikrspace/data');
    if (answer !== null) getQueryClient().setQueryData(permissionKeys.check('o-1', 'u-1', 'documents', 'write'), signedIn(answer));
    render(
      <QueryProvider>
        <Can resource="documents" action="write" fallback={<p>read only</p>}>
          <button type="button">Edit</button>
        </Can>
      </QueryProvider>,
    );
  }

  it('shows its children when the user may do the action', async () => {
    await renderCan(true);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.queryByText('read only')).toBeNull();
  });

  it('shows the fallback when the user may not', async () => {
    await renderCan(false);
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.getByText('read only')).toBeTruthy();
  });

  it('shows the fallback, and asks nothing, when nobody is signed in', async () => {
    await renderCan(null);
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.getByText('read only')).toBeTruthy();
  });
});
