// jsdom ships no types and only the backend test needs a window (for the form's sanitizer), so the
// one constructor used is declared here rather than pulling in @types/jsdom.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
