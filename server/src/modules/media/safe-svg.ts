/**
 * Makes an SVG safe to store and serve: DOMPurify with its SVG profile (in jsdom, one window for the
 * process) removes scripts, event handlers, foreignObject and every element and attribute it does not know
 * as harmless; on top of it, every reference outside the document is removed (an href that is not
 * `#fragment`, a CSS url() that is not, @import), so the logo never loads anything from anywhere.
 *
 * The bytes are first parsed as XML, and a DOCTYPE is refused before parsing: an entity is never defined,
 * so none can be expanded (XXE, "billion laughs"). After sanitising, the root must still be an <svg> with
 * something drawn in it. The answer is serialised as XML, so the served file is what was checked.
 */
/// <reference path="./jsdom.d.ts" />
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM, type SvgCheckElement, type SvgCheckWindow } from 'jsdom';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

export type SafeSvg = { ok: true; svg: string } | { ok: false; message: string };

interface Sanitiser {
  purify: DOMPurify;
  window: SvgCheckWindow;
}

let sanitiser: Sanitiser | undefined;

/** The one DOMPurify of the process, made on first use: a jsdom window takes a while to build. */
function sanitiserOnce(): Sanitiser {
  if (sanitiser !== undefined) return sanitiser;
  const { window } = new JSDOM('');
  // The declared window is the part of jsdom's this module reads; DOMPurify is given the whole of it.
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (refersOutside(data.attrName, data.attrValue)) data.keepAttr = false;
  });
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'style' && cssRefersOutside(node.textContent ?? ''))
      node.parentNode?.removeChild(node);
  });
  sanitiser = { purify, window };
  return sanitiser;
}

/** Whether an attribute points outside the document: only `#id` links and url(#id) paints stay. */
function refersOutside(name: string, value: string): boolean {
  if (name === 'href' || name === 'xlink:href') return !/^\s*#[^\s]*$/.test(value);
  return cssRefersOutside(value);
}

/**
 * Whether CSS text may load something: any url() but url(#id), @import, image-set(), or a backslash
 * (a CSS escape can spell "url" without the letters).
 */
function cssRefersOutside(css: string): boolean {
  const withoutFragments = css.replace(/url\(\s*(["']?)#[^"')\s]*\1\s*\)/gi, '');
  return /url\s*\(|@import|image-set|\\/i.test(withoutFragments);
}

export function safeSvg(bytes: Uint8Array): SafeSvg {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, message: 'The SVG is not UTF-8 text.' };
  }
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) {
    return { ok: false, message: 'An SVG logo may not have a DOCTYPE or entities.' };
  }
  const { purify, window } = sanitiserOnce();
  const parsed = new window.DOMParser().parseFromString(text, 'image/svg+xml');
  if (parsed.getElementsByTagName('parsererror').length > 0) {
    return { ok: false, message: 'The SVG is not well-formed XML.' };
  }
  const root = parsed.documentElement;
  if (!isSvgRoot(root)) {
    return { ok: false, message: 'The file is not an SVG image: its root element is not <svg>.' };
  }
  // The parsed document is sanitised itself, so what is checked is what a browser parses from the file
  // (parsing the text again as HTML would read some markup differently from an SVG viewer).
  purify.sanitize(root as unknown as Parameters<DOMPurify['sanitize']>[0], {
    USE_PROFILES: { svg: true, svgFilters: true },
    ADD_TAGS: ['use'],
    IN_PLACE: true,
  });
  if (root.childElementCount === 0) {
    return { ok: false, message: 'Nothing safe is left of the SVG: it draws nothing.' };
  }
  return { ok: true, svg: new window.XMLSerializer().serializeToString(root) };
}

function isSvgRoot(element: SvgCheckElement | null): element is SvgCheckElement {
  return element !== null && element.localName === 'svg' && element.namespaceURI === SVG_NAMESPACE;
}
