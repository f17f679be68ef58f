import { z } from 'zod';

// The Content-Security-Policy forbids eval. zod's compiled parsers are only a speed-up, and its
// probe for them (`Function('')`), run as the first object schema is made, already reports a
// policy violation, so they stay off before any schema of this package's forms exists.
z.config({ jitless: true });

export { z };
