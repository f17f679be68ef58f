import { describe, expect, it } from 'vitest';
import * as errors from './index';

describe('public API of @fikrspace/errors', () => {
  it.each([
    // Imported elsewhere in the repository before this package was split into files.
    'classifyRouteError',
    'recoveryOptions',
    'canRetry',
    'supportReference',
    'errorMessage',
    'ROUTE_RETRY_LIMIT',
    'ROUTE_FAILURE_WARNING_AT',
    // Error handling foundations.
    'ERROR_TYPE_RULES',
    'AppError',
    'classifyAppError',
    'classifyBoundaryError',
    'PANEL_TEXTS',
    'panelActions',
    'panelKindFor',
    'ServiceError',
    'SERVICE_ERROR_CODES',
    'USER_MESSAGES',
    'categoryForStatus',
    'userMessageFor',
    'sanitizeError',
    'createLogger',
    'logger',
    'redact',
    'installGlobalErrorHandlers',
    'toastForError',
    'runRecovery',
    'refreshApp',
    'checkConnection',
    'retryWithDefaults',
    'extendTimeout',
    'loginAgain',
    'requestAccess',
  ])('exports %s', (name) => {
    expect(errors).toHaveProperty(name);
    expect((errors as Record<string, unknown>)[name]).toBeDefined();
  });
});
