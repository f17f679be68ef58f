// Hosted entry point (Deno). The handler is plain JavaScript so the local backend runs the same code.
import handler from './handler.js';

declare const Deno: { serve(handler: (request: Request) => Response | Promise<Response>): unknown; env: { toObject(): Record<string, string> } };

Deno.serve((request) => handler(request, Deno.env.toObject()));
