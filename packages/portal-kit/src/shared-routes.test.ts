import { describe, expect, it } from 'vitest';
import { OAUTH_PROVIDERS, UnknownOAuthProviderError, oauthCallbackKind } from './shared-routes';

describe('OAuth providers (spec 001 §2.2 and §9)', () => {
  it.each([
    ['linkedin', true, ['r_liteprofile', 'r_emailaddress', 'w_member_social']],
    ['twitter', true, ['tweet.read', 'tweet.write', 'users.read', 'offline.access']],
    ['google', true, ['profile', 'email']],
    ['facebook', false, ['email', 'public_profile', 'pages_manage_posts']],
    ['instagram', false, ['instagram_basic', 'instagram_content_publish']],
    ['github', false, ['user:email']],
    ['microsoft', false, ['User.Read']],
    ['apple', false, ['email', 'name']],
    ['discord', false, ['identify', 'email']],
    ['slack', false, ['identity.basic', 'identity.email']],
  ])('%s: active %s with scopes %j', (name, active, scopes) => {
    expect(OAUTH_PROVIDERS[name]).toEqual({ callbackPath: `/auth/callback/${name}`, scopes, active });
  });

  it.each(['linkedin', 'google', 'twitter'])('/auth/callback/%s has a real handler', (name) => {
    expect(oauthCallbackKind(name)).toBe('handler');
  });

  it.each(['facebook', 'instagram', 'meta', 'tiktok', 'youtube', 'snapchat', 'pinterest', 'reddit', 'discord', 'slack', 'github', 'microsoft', 'apple'])(
    '/auth/callback/%s shows the not-found page',
    (name) => {
      expect(oauthCallbackKind(name)).toBe('not-found');
    },
  );

  it('throws the spec message for an unknown provider', () => {
    expect(() => oauthCallbackKind('myspace')).toThrow(UnknownOAuthProviderError);
    expect(() => oauthCallbackKind('myspace')).toThrow('Unknown OAuth provider: myspace');
  });
});
