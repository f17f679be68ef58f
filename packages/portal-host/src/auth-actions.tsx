// The shared screens read the session the shell owns through @fikrspace/session.
export { MISSING_CREDENTIALS_MESSAGE, SessionContext, useAuthActions, type AuthActions, type AuthResult, type SignUpInput } from '@fikrspace/session';
