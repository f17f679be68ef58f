/** Every folder under apps/: each is its own deployment (the shell and its remotes). */
export const APP_NAMES = [
  'shell',
  'site',
  'investor',
  'accelerator',
  'mentor',
  'startup',
  'government',
  'affiliates',
  'feedback',
  'office',
];
