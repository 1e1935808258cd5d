/** The little of jsdom's API the tests use (the package ships no types and @types/jsdom is not installed). */
declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string, options?: Record<string, unknown>);
    readonly window: Window & typeof globalThis;
  }
}
