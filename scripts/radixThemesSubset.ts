/**
 * A Vite plugin that ships only the Radix Themes rules an app can draw. Radix's stylesheet has the rules of
 * every component (54) at every breakpoint (six), 607 kB for the console, and Chromium parses all of it
 * before the first paint; the console draws 27 components and uses one breakpoint.
 *
 * The rules kept are those whose selector can match: every Radix component class it requires (`rt-Badge`,
 * `rt-BaseMenuItem`) is drawn by a component the app's sources import from `@radix-ui/themes` (or named in
 * their own markup), and every breakpoint it requires (`.md\:rt-r-size-2`) is a key of a responsive prop in
 * those sources. A rule that cannot match any element the app draws changes nothing on the page, and the
 * rules kept stay in their order, so the page looks exactly as with the whole stylesheet.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import postcss, { type Container, type Root } from 'postcss';
import type { Plugin } from 'vite';

/** Radix's breakpoints, as the prefix of a responsive class (`md:rt-r-gtc`). */
const BREAKPOINTS = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

/** A class of a Radix component: `rt-` and a capital (utilities and variants are lower case). */
const COMPONENT_CLASS = /rt-[A-Z][A-Za-z]*/g;

export interface ThemeUse {
  /** Component classes the app can draw. */
  classes: Set<string>;
  /** Breakpoints its responsive props name. */
  breakpoints: Set<string>;
}

/** The console's Radix Themes stylesheet and the sources that decide which of its rules it ships. */
export const CONSOLE_THEME = {
  stylesheet: fileURLToPath(new URL('../console/src/app/theme.css', import.meta.url)),
  sources: fileURLToPath(new URL('../console/src', import.meta.url)),
};

export function radixThemesSubset(options: { stylesheet: string; sources: string }): Plugin {
  const stylesheet = resolve(options.stylesheet);
  return {
    name: 'orderprotection:radix-themes-subset',
    // After Vite's CSS plugin has inlined the stylesheet's imports, before it becomes a module or an asset.
    transform(code, id) {
      if (id.split('?')[0] !== stylesheet) return null;
      const files = sourceFiles(options.sources);
      // The dev server compiles the stylesheet again when a source starts using another component.
      for (const file of files) this.addWatchFile(file);
      return { code: subset(postcss.parse(code, { from: id }), themeUse(files)).toString(), map: null };
    },
  };
}

/** What the app's TypeScript sources draw of Radix Themes. */
export function themeUse(files: string[]): ThemeUse {
  const classes = new Set<string>();
  const breakpoints = new Set<string>();
  const components = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const name of text.match(COMPONENT_CLASS) ?? []) classes.add(name);
    for (const [, names = ''] of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@radix-ui\/themes'/g)) {
      for (const entry of names.split(',')) {
        const name = entry
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (name) components.add(name);
      }
    }
    for (const [, breakpoint = ''] of text.matchAll(/\b(xs|sm|md|lg|xl)\s*:/g)) breakpoints.add(breakpoint);
  }
  for (const name of radixClasses(components)) classes.add(name);
  return { classes, breakpoints };
}

/** The component classes in the modules of Radix's components `names` and every module they import. */
function radixClasses(names: Set<string>): Set<string> {
  const require = createRequire(import.meta.url);
  const componentsDir = join(
    dirname(require.resolve('@radix-ui/themes/package.json')),
    'dist/esm/components',
  );
  const pending = [...names].map((name) => {
    const file = join(componentsDir, `${kebabCase(name)}.js`);
    // Without its module, a component's rules would be left out: stop the build instead.
    if (!existsSync(file)) throw new Error(`No module of Radix Themes' ${name} at ${file}`);
    return file;
  });
  const seen = new Set<string>();
  const classes = new Set<string>();
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const name of text.match(COMPONENT_CLASS) ?? []) classes.add(name);
    for (const [, path = ''] of text.matchAll(/(?:from|import)\s*"(\.\.?\/[^"]+)"/g)) {
      pending.push(resolve(dirname(file), path));
    }
  }
  return classes;
}

function kebabCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter, index: number) => (index === 0 ? '' : '-') + letter.toLowerCase());
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Removes from `root` the rules that need a class or breakpoint `use` lacks, and any group left empty. */
export function subset(root: Root, use: ThemeUse): Root {
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => canMatch(required(selector), use));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  removeEmptyGroups(root);
  return root;
}

function canMatch(selector: string, use: ThemeUse): boolean {
  for (const [name] of selector.matchAll(COMPONENT_CLASS)) if (!use.classes.has(name)) return false;
  for (const breakpoint of BREAKPOINTS) {
    if (selector.includes(`.${breakpoint}\\:`) && !use.breakpoints.has(breakpoint)) return false;
  }
  return true;
}

/**
 * The part of a selector every element it matches must match: what is outside pseudo-class functions, and
 * inside a `:where()` or `:is()` of one alternative. A list of alternatives, `:not()` and `:has()` are left
 * out, since an element can match them without any one of their classes.
 */
export function required(selector: string): string {
  let out = '';
  for (let i = 0; i < selector.length; i++) {
    const char = selector[i];
    if (char !== '(') {
      out += char;
      continue;
    }
    let depth = 1;
    let alternatives = false;
    let end = i + 1;
    for (; end < selector.length && depth > 0; end++) {
      const inner = selector[end];
      if (inner === '(') depth++;
      else if (inner === ')') depth--;
      else if (inner === ',' && depth === 1) alternatives = true;
    }
    if (/:(where|is)$/.test(out) && !alternatives) out += ` ${required(selector.slice(i + 1, end - 1))} `;
    i = end - 1;
  }
  return out;
}

function removeEmptyGroups(container: Container): void {
  container.each((node) => {
    if (node.type !== 'atrule' || node.nodes === undefined) return;
    removeEmptyGroups(node);
    if (node.nodes.length === 0) node.remove();
  });
}
