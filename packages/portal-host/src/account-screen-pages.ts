// The account screens, in one chunk of their own (see account-screens.tsx).
export { EmailConfirmationPage, OAuthCallbackPage, RegisterPage, SignInPage, TokenLinkPage } from './shared-screens';
export { InvitationPage } from './invitation-page';
export { RequestAccessPage } from './request-access-page';
