import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'fikrspace-demo';

/** The 15 demo accounts of supabase/seeds/00_platform.sql, their organization and where sign-in lands them. */
export const DEMO_ACCOUNTS = [
  { email: 'owner@fikrspace.test', name: 'Olivia Owner', organization: 'Fikr Labs', role: 'Owner', landing: '/fikrspace/startup/dashboard' },
  { email: 'manager@fikrspace.test', organization: 'Fikr Labs', role: 'Manager', landing: '/fikrspace/startup/dashboard' },
  { email: 'admin@fikrspace.test', organization: 'Fikr Labs', landing: '/fikrspace/startup/dashboard' },
  { email: 'editor@fikrspace.test', role: 'Editor', organization: 'Fikr Labs', landing: '/fikrspace/startup/dashboard' },
  { email: 'viewer@fikrspace.test', organization: 'Fikr Labs', landing: '/fikrspace/startup/dashboard' },
  { email: 'stakeholder@fikrspace.test', organization: 'Fikr Labs', landing: '/fikrspace/startup/dashboard' },
  { email: 'user@fikrspace.test', organization: 'Fikr Labs', landing: '/fikrspace/startup/dashboard' },
  { email: 'startup@fikrspace.test', role: 'Owner', organization: 'Fikr Labs', landing: '/fikrspace/startup/dashboard' },
  { email: 'mentor@fikrspace.test', role: 'Owner', organization: 'Mentor Circle', landing: '/fikrspace/mentor/dashboard' },
  { email: 'accelerator@fikrspace.test', organization: 'Launchpad Accelerator', landing: '/fikrspace/accelerator/dashboard' },
  { email: 'investor@fikrspace.test', role: 'Owner', organization: 'Oasis Ventures', landing: '/fikrspace/investor/dashboard' },
  { email: 'university@fikrspace.test', organization: 'Gulf Tech University', landing: '/fikrspace/portal/university' },
  { email: 'government@fikrspace.test', organization: 'Digital Economy Authority', landing: '/fikrspace/gov/dashboard' },
  { email: 'other-startup@fikrspace.test', organization: 'Nile Robotics', landing: '/fikrspace/startup/dashboard' },
  { email: 'multi-org@fikrspace.test', role: 'Editor', organization: 'Fikr Labs', landing: '/fikrspace/startup/dashboard' },
] as const;

/** Fills the sign-in form the way a person does and waits until the app has left it. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const form = page.getByTestId('sign-in-form');
  await expect(form).toBeVisible();
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(form).toBeHidden();
}

/** Signs in from the shared sign-in page, optionally asking to come back to `redirect`. */
export async function signInAt(page: Page, email: string, redirect?: string): Promise<void> {
  await page.goto(redirect ? `/fikrspace/login?redirect=${encodeURIComponent(redirect)}` : '/fikrspace/login');
  await signIn(page, email);
}
