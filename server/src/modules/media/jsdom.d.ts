/**
 * The part of jsdom that ./safe-svg uses. @types/jsdom would bring the DOM library into the whole server's
 * types (and clash with Node's fetch types), so the window is declared here as only what is used.
 */
declare module 'jsdom' {
  /** An element as far as ./safe-svg reads it. */
  export interface SvgCheckElement {
    readonly localName: string;
    readonly namespaceURI: string | null;
    readonly childElementCount: number;
  }

  export interface SvgCheckWindow {
    DOMParser: new () => {
      parseFromString(
        text: string,
        type: 'image/svg+xml',
      ): {
        documentElement: SvgCheckElement | null;
        getElementsByTagName(name: string): { length: number };
      };
    };
    XMLSerializer: new () => { serializeToString(node: SvgCheckElement): string };
  }

  export class JSDOM {
    constructor(html: string);
    readonly window: SvgCheckWindow;
  }
}
