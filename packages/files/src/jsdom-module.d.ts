// jsdom ships no types and only the backend test needs a window (a page's XMLHttpRequest and File,
// to upload as a browser does), so the one constructor used is declared here rather than pulling in
// @types/jsdom. Other packages declare the same module for their tests, and the repository's
// typecheck reads them in one program, so this declaration is word for word theirs.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
