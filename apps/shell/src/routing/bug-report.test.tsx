// @vitest-environment jsdom
import { initTestI18n } from '@fikrspace/i18n/testing';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import type { RuntimeConfig } from '../remotes/runtime-config';
import { ShellBugReportButton } from './bug-report';
import { RuntimeConfigContext } from './runtime-config-context';

const config = (extra: Partial<RuntimeConfig> = {}): RuntimeConfig => ({
  remotes: {} as RuntimeConfig['remotes'],
  hosts: { 'gov.localhost': 'government', 'feedback.localhost': 'feedback' },
  ...extra,
});

function renderAt(path: string, runtime = config()) {
  render(
    <RuntimeConfigContext value={runtime}>
      <MemoryRouter initialEntries={[path]}>
        <ShellBugReportButton />
      </MemoryRouter>
    </RuntimeConfigContext>,
  );
  return screen.queryByRole('link', { name: /Send Feedback/ });
}

beforeAll(async () => {
  await initTestI18n('en');
});

afterEach(cleanup);

describe('the shell’s bug-report button (localhost, path-prefix mode)', () => {
  it.each(['/', '/about', '/blog/top-vcs-lisbon', '/fikrspace/portal/test', '/fikrspace/startup/', '/fikrspace/startup/dashboard', '/fikrspace/feedback/'])('shows on %s, leading to the feedback portal', (path) => {
    expect(renderAt(path)?.getAttribute('href')).toBe('/fikrspace/feedback/');
  });

  it.each(['/fikrmarketplace', '/fikrmarketplace/startup-detail/1', '/fikrspace/investor/', '/fikrspace/gov/', '/fikrspace/gov/dashboard', '/gov', '/bootcamp'])('hides on %s', (path) => {
    expect(renderAt(path)).toBeNull();
  });

  it('leads to the configured feedback site', () => {
    expect(renderAt('/', config({ feedbackUrl: 'https://bugs.example.com/' }))?.getAttribute('href')).toBe('https://bugs.example.com/');
  });
});
