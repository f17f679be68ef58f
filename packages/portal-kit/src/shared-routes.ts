/** The shared screens every site mounts (spec 001 §2.2), besides the OAuth callbacks. */
export const SHARED_PAGE_ROUTES = ['/login', '/auth/login', '/register', '/request-access', '/email-confirmation', '/accept-invite', '/confirm-account'] as const;

/** Listed by the spec, but deliberately answered with the not-found page. */
export const SHARED_NOT_FOUND_ROUTES = [
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/2fa',
  '/404',
  '/500',
  '/403',
  '/maintenance',
] as const;

export interface OAuthProviderConfig {
  callbackPath: string;
  scopes: string[];
  active: boolean;
}

const provider = (name: string, scopes: string[], active: boolean): OAuthProviderConfig => ({
  callbackPath: `/auth/callback/${name}`,
  scopes,
  active,
});

/** Spec 001 §9. */
export const OAUTH_PROVIDERS: Record<string, OAuthProviderConfig> = {
  linkedin: provider('linkedin', ['r_liteprofile', 'r_emailaddress', 'w_member_social'], true),
  twitter: provider('twitter', ['tweet.read', 'tweet.write', 'users.read', 'offline.access'], true),
  google: provider('google', ['profile', 'email'], true),
  facebook: provider('facebook', ['email', 'public_profile', 'pages_manage_posts'], false),
  instagram: provider('instagram', ['instagram_basic', 'instagram_content_publish'], false),
  github: provider('github', ['user:email'], false),
  microsoft: provider('microsoft', ['User.Read'], false),
  apple: provider('apple', ['email', 'name'], false),
  discord: provider('discord', ['identify', 'email'], false),
  slack: provider('slack', ['identity.basic', 'identity.email'], false),
};

/** Callback paths that show the not-found page rather than a handler (spec 001 §2.2). */
export const OAUTH_NOT_FOUND_CALLBACKS = [
  'facebook',
  'instagram',
  'meta',
  'tiktok',
  'youtube',
  'snapchat',
  'pinterest',
  'reddit',
  'discord',
  'slack',
  'github',
  'microsoft',
  'apple',
] as const;

export class UnknownOAuthProviderError extends Error {
  override name = 'UnknownOAuthProviderError';
  constructor(providerName: string) {
    super(`Unknown OAuth provider: ${providerName}`);
  }
}

export type OAuthCallbackKind = 'handler' | 'not-found';

/** Decides what /auth/callback/{provider} shows; an unlisted provider is a programming error. */
export function oauthCallbackKind(providerName: string): OAuthCallbackKind {
  const config = OAUTH_PROVIDERS[providerName];
  if (config?.active) return 'handler';
  if ((OAUTH_NOT_FOUND_CALLBACKS as readonly string[]).includes(providerName)) return 'not-found';
  throw new UnknownOAuthProviderError(providerName);
}
