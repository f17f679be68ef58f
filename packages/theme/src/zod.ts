import * as z from 'zod/mini';

// The Content-Security-Policy forbids eval. zod's compiled parsers are only a speed-up, and its
// probe for them (`Function('')`) already reports a policy violation, so they stay off.
z.config({ jitless: true });

export { z };
