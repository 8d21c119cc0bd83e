// The web build's own Vite plugins (vite.config.ts). None of them edits a dependency's code: they
// transform the app's source and the page template only.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin, Rolldown } from 'vite';

const STYLED_SYSTEM = fileURLToPath(new URL('./styled-system/', import.meta.url));

/** The styled-system entry points whose calls are resolved at build time. */
const ENTRY_POINTS = ['css', 'recipes', 'patterns'] as const;
type EntryPoint = (typeof ENTRY_POINTS)[number];
const IMPORT_SOURCE = /^styled-system\/(css|recipes|patterns)$/;

type StyleFunction = (...args: unknown[]) => unknown;

/** A static argument's value, or NOT_STATIC when the expression needs the program to run. */
const NOT_STATIC = Symbol('not static');

// The small part of ESTree the folding reads.
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function staticValue(node: Node): unknown {
  switch (node.type) {
    case 'Literal':
      return (node as { regex?: unknown }).regex ? NOT_STATIC : node.value;
    case 'TemplateLiteral': {
      const quasis = node.quasis as { value: { cooked: string } }[];
      return (node.expressions as Node[]).length === 0 ? quasis[0]!.value.cooked : NOT_STATIC;
    }
    case 'UnaryExpression': {
      const value = staticValue(node.argument as Node);
      return node.operator === '-' && typeof value === 'number' ? -value : NOT_STATIC;
    }
    case 'ArrayExpression': {
      const out: unknown[] = [];
      for (const element of node.elements as (Node | null)[]) {
        if (!element || element.type === 'SpreadElement') return NOT_STATIC;
        const value = staticValue(element);
        if (value === NOT_STATIC) return NOT_STATIC;
        out.push(value);
      }
      return out;
    }
    case 'ObjectExpression': {
      const out: Record<string, unknown> = {};
      for (const property of node.properties as Node[]) {
        if (property.type !== 'Property' || property.computed || property.kind !== 'init') return NOT_STATIC;
        const key = property.key as Node;
        const name =
          key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' ? String(key.value) : null;
        if (name === null) return NOT_STATIC;
        const value = staticValue(property.value as Node);
        if (value === NOT_STATIC) return NOT_STATIC;
        out[name] = value;
      }
      return out;
    }
    default:
      return NOT_STATIC;
  }
}

function* walk(node: unknown): Generator<Node> {
  if (Array.isArray(node)) {
    for (const child of node) yield* walk(child);
    return;
  }
  if (typeof node !== 'object' || node === null || typeof (node as Node).type !== 'string') return;
  yield node as Node;
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'type' && typeof value === 'object' && value !== null) yield* walk(value);
  }
}

/**
 * Panda's css(), recipes and patterns called with literal arguments become the class names they
 * return, computed at build time by the generated runtime itself: pages carry only the strings, not
 * the runtime (its utility map and merge logic). Calls with runtime values are left as they are.
 */
export function pandaStaticClassesPlugin(): Plugin {
  let runtime: Promise<Record<EntryPoint, Record<string, StyleFunction>>> | null = null;
  const load = () =>
    (runtime ??= Promise.all(
      ENTRY_POINTS.map(
        (entry) =>
          import(pathToFileURL(`${STYLED_SYSTEM}${entry}/index.mjs`).href) as Promise<Record<string, StyleFunction>>,
      ),
    ).then(([css, recipes, patterns]) => ({ css: css!, recipes: recipes!, patterns: patterns! })));
  return {
    name: 'vibechart:panda-static-classes',
    async transform(code, id) {
      if (!/\.[jt]sx?$/.test(id.split('?')[0]!) || id.includes('/node_modules/') || !code.includes('styled-system/')) {
        return null;
      }
      const program = this.parse(code) as unknown as Node;
      const functions = new Map<string, { entry: EntryPoint; name: string }>();
      for (const statement of program.body as Node[]) {
        if (statement.type !== 'ImportDeclaration') continue;
        const match = IMPORT_SOURCE.exec((statement.source as Node).value as string);
        if (!match) continue;
        for (const specifier of statement.specifiers as Node[]) {
          if (specifier.type !== 'ImportSpecifier') continue;
          const imported = specifier.imported as Node;
          const name = (imported.name ?? imported.value) as string;
          if (name === 'cx' || name === 'cva' || name === 'sva') continue;
          functions.set((specifier.local as Node).name as string, { entry: match[1] as EntryPoint, name });
        }
      }
      if (functions.size === 0) return null;
      const styles = await load();
      const replacements: { start: number; end: number; text: string }[] = [];
      for (const node of walk(program)) {
        if (node.type !== 'CallExpression') continue;
        const callee = node.callee as Node;
        const target = callee.type === 'Identifier' ? functions.get(callee.name as string) : undefined;
        if (!target) continue;
        const args = (node.arguments as Node[]).map(staticValue);
        if (args.includes(NOT_STATIC)) continue;
        const fn = styles[target.entry][target.name];
        if (typeof fn !== 'function') this.error(`${id}: styled-system/${target.entry} has no ${target.name}()`);
        replacements.push({ start: node.start, end: node.end, text: JSON.stringify(fn(...args)) });
      }
      if (replacements.length === 0) return null;
      let out = code;
      for (const { start, end, text } of replacements.sort((a, b) => b.start - a.start)) {
        out = out.slice(0, start) + text + out.slice(end);
      }
      return { code: out, map: null };
    },
  };
}

/** The page's early script (src/early/capture.js), inlined in <head> after the stylesheet. */
export const EARLY_SCRIPT = fileURLToPath(new URL('./src/early/capture.js', import.meta.url));

/** The CSP source that allows an inline script: its SHA-256, as firebase.json must list it. */
export function inlineScriptHash(code: string): string {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
}

/**
 * Puts the early script inline in <head> (`withEarlyScript`), so it keeps taps from the first paint on.
 * The site's Content-Security-Policy (firebase.json) allows inline scripts by hash only: the build fails
 * when the policy does not list this script's hash, rather than shipping a page whose taps are lost.
 * It runs after Vite has linked the stylesheet.
 */
export function earlyScriptPlugin(firebaseJsonPath: string): Plugin {
  return {
    name: 'vibechart:early-script',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const code = readFileSync(EARLY_SCRIPT, 'utf8');
        const hash = inlineScriptHash(code);
        const policy = pageContentSecurityPolicy(readFileSync(firebaseJsonPath, 'utf8'));
        if (!policy.includes(hash)) {
          throw new Error(
            `web: the page's Content-Security-Policy in firebase.json must allow the early script: add ${hash} to its script-src`,
          );
        }
        return withEarlyScript(html, code);
      },
    },
  };
}

/**
 * The early script inline right after the page's last stylesheet link (first in <head> when there is
 * none, as on the dev server). A classic script waits for the stylesheets before it, so the parser
 * reaches the body with the CSS in hand: Chromium's autofill lays the page out when it meets a form
 * field between the chart's rows (the newsletter's), and before the CSS that layout took every row, as
 * their `content-visibility` was not known yet (docs/performance.md). Nothing paints before the CSS
 * either way, so the script still runs before the first paint.
 */
export function withEarlyScript(html: string, code: string): string {
  const tag = `<script>${code}</script>`;
  const head = html.indexOf('</head>');
  const styles = [...html.matchAll(/<link rel="stylesheet"[^>]*>/g)].filter((m) => m.index < head).at(-1);
  if (!styles) return html.replace(/<head>/, () => `<head>\n    ${tag}`);
  const at = styles.index + styles[0].length;
  return `${html.slice(0, at)}\n    ${tag}${html.slice(at)}`;
}

/** The id of the page template's <template> holding the app's module script and preloads. */
export const APP_SCRIPTS_TEMPLATE_ID = 'vc-app';

/**
 * Content first, then code, in the page template: the stylesheet is asked for with the page, and the
 * app's module script and its preloads wait in a <template> that the early script (early/capture.js)
 * inserts once the page has painted. On a slow link the HTML, CSS and first images then have the
 * bandwidth to themselves; the app becomes live a moment later, and a tap meanwhile is kept and
 * replayed. Measured in docs/performance.md.
 */
export function contentFirstPlugin(): Plugin {
  return {
    name: 'vibechart:content-first',
    // The dev server renders in the browser only: nothing to paint first.
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: contentFirst },
  };
}

export function contentFirst(html: string): string {
  const app: string[] = [];
  const rest = html.replace(
    /[ \t]*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)\n?/g,
    (_, tag: string) => {
      app.push(tag);
      return '';
    },
  );
  if (!app.some((tag) => tag.startsWith('<script'))) throw new Error('web: the page template has no module script');
  const template = `    <template id="${APP_SCRIPTS_TEMPLATE_ID}">${app.join('')}</template>\n`;
  return rest.replace('</head>', () => `${template}  </head>`);
}

/** What `preloadLaterSteps` reads of the bundle: each chunk's source module and its imports. */
export interface ChunkLinks {
  fileName: string;
  facadeModuleId?: string | null;
  imports?: readonly string[];
  dynamicImports?: readonly string[];
}

/**
 * A page's entry that starts in steps imports a later step's modules dynamically: their chunks (and
 * what those import) get modulepreload links in the page template, so the browser fetches them with
 * the entry instead of when the step asks. `modules` are the steps' source files (absolute paths).
 */
export function preloadLaterSteps(
  html: string,
  entry: ChunkLinks,
  bundle: Readonly<Record<string, ChunkLinks>>,
  modules: readonly string[],
  base: string,
): string {
  const files: string[] = [];
  const inPage = (fileName: string) => html.includes(`"${base}${fileName}"`);
  for (const fileName of entry.dynamicImports ?? []) {
    const id = bundle[fileName]?.facadeModuleId;
    if (id && modules.includes(id)) importClosure(bundle, fileName, inPage, files);
  }
  if (files.length === 0) return html;
  const links = files.map((file) => `    <link rel="modulepreload" crossorigin href="${base}${file}">\n`).join('');
  return html.replace('</head>', () => `${links}  </head>`);
}

/**
 * A chunk and, depth first, each chunk it imports statically, added once to `files` (returned); a chunk
 * `skip` answers true for is left out with what it imports.
 */
function importClosure(
  bundle: Readonly<Record<string, ChunkLinks>>,
  start: string,
  skip: (fileName: string) => boolean = () => false,
  files: string[] = [],
): string[] {
  const visit = (fileName: string) => {
    if (files.includes(fileName) || skip(fileName)) return;
    files.push(fileName);
    for (const next of bundle[fileName]?.imports ?? []) visit(next);
  };
  visit(start);
  return files;
}

/** The JavaScript chunks of a bundle, by file name. */
function chunksOf(bundle: Rolldown.OutputBundle): Record<string, Rolldown.OutputChunk> {
  const chunks: Record<string, Rolldown.OutputChunk> = {};
  for (const [name, output] of Object.entries(bundle)) if (output.type === 'chunk') chunks[name] = output;
  return chunks;
}

/** `preloadLaterSteps` in the build, placed before `contentFirstPlugin`, which moves the links. */
export function preloadLaterStepsPlugin(modules: readonly string[]): Plugin {
  let base = '/';
  return {
    name: 'vibechart:preload-later-steps',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle || !ctx.chunk) return html;
        return preloadLaterSteps(html, ctx.chunk, chunksOf(ctx.bundle), modules, base);
      },
    },
  };
}

/** The Content-Security-Policy firebase.json sets on pages (the "**" headers). */
export function pageContentSecurityPolicy(firebaseJson: string): string {
  const config = JSON.parse(firebaseJson) as {
    hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
  };
  const pages = config.hosting.headers.find((entry) => entry.source === '**');
  return pages?.headers.find((header) => header.key === 'Content-Security-Policy')?.value ?? '';
}

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * For each lazily imported module of the app (a route's page), the chunks its import loads: its own
 * and, transitively, what that chunk imports. Keyed by the module's path from `root` ('src/…').
 */
export function routePreloads(
  bundle: Readonly<Record<string, ChunkLinks & { isDynamicEntry?: boolean }>>,
  root: string,
  base: string,
): Record<string, string[]> {
  const preloads: Record<string, string[]> = {};
  for (const chunk of Object.values(bundle)) {
    const id = chunk.facadeModuleId;
    if (!chunk.isDynamicEntry || !id?.startsWith(root)) continue;
    const files = importClosure(bundle, chunk.fileName);
    preloads[id.slice(root.length).replace(/^[\\/]/, '')] = files.map((file) => `${base}${file}`);
  }
  return preloads;
}

/**
 * Writes .vite/route-preloads.json (routePreloads): the page server adds a URL's lazy chunks to the
 * modules its page loads with the app (web/build.mjs copies the file beside the server bundle).
 */
export function routePreloadsPlugin(root: string): Plugin {
  return {
    name: 'vibechart:route-preloads',
    apply: 'build',
    generateBundle(options, bundle) {
      const config = this.environment?.config;
      if (!config || config.build.ssr) return;
      const source = JSON.stringify(routePreloads(chunksOf(bundle), root, config.base), null, 1);
      this.emitFile({ type: 'asset', fileName: `.vite/${ROUTE_PRELOADS_FILE}`, source });
    },
  };
}

/**
 * Writes .vite/chunk-modules.json beside Vite's manifest: each JavaScript chunk's source modules
 * (paths from the repository root), so the bundle check can tell what a page's first load carries.
 */
export function chunkModulesPlugin(root: string): Plugin {
  return {
    name: 'vibechart:chunk-modules',
    apply: 'build',
    generateBundle(options, bundle) {
      if (this.environment?.config.build.ssr) return;
      const modules: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        modules[output.fileName] = output.moduleIds.map((id) =>
          id.startsWith(root) ? id.slice(root.length).replace(/^[\\/]/, '') : id,
        );
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(modules, null, 1) });
    },
  };
}

/**
 * The app's own modules `/` loads before it is live, in one chunk: every module its entry reaches
 * by static imports, except the entry's own folder and packages (their own chunks). Left to the
 * bundler, modules shared by `/` and the app's entry in different combinations came in a dozen
 * small chunks, each compressed apart: ~4 KB more of `/`'s first load (docs/performance.md). The
 * plugin records the static imports as modules are parsed; the group's test reads them at chunking.
 */
export function firstLoadGroup(entry: string, ownFolder: string): { plugin: Plugin; test: (id: string) => boolean } {
  const imports = new Map<string, readonly string[]>();
  let reached: Set<string> | null = null;
  const reach = (): Set<string> => {
    if (reached) return reached;
    const seen = new Set<string>();
    const stack = [entry];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(imports.get(id) ?? []));
    }
    reached = seen;
    return seen;
  };
  const plugin: Plugin = {
    name: 'vibechart:first-load-group',
    apply: 'build',
    buildStart() {
      imports.clear();
      reached = null;
    },
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
    },
  };
  const test = (id: string) =>
    !id.includes('node_modules') &&
    !id.startsWith(ownFolder) &&
    !id.endsWith('.css') &&
    !id.endsWith('.html') &&
    reach().has(id);
  return { plugin, test };
}
