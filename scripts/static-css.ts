/**
 * Build-time class names (decision 236): a `css({...})` call whose arguments are plain literals
 * always returns the same class string, so the client bundle carries that string instead of the
 * call. The browser then skips Panda's style walk and hashing for every such call, most of them
 * made while the page hydrates. Calls with anything computed stay as they are.
 */
import MagicString from 'magic-string';
import type { Plugin } from 'rolldown';
import { parseAst } from 'rolldown/parseAst';
import { css } from '../styled-system/css/index.js';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const NOT_STATIC = Symbol('not static');

/** The value of a literal expression (objects, arrays, strings, numbers, booleans), or NOT_STATIC. */
function staticValue(node: Node): unknown {
  switch (node.type) {
    case 'Literal':
      return node.value instanceof RegExp || typeof node.value === 'bigint' ? NOT_STATIC : node.value;
    case 'TemplateLiteral': {
      const quasis = node.quasis as { value: { cooked: string | null } }[];
      return (node.expressions as Node[]).length === 0 && quasis[0]?.value.cooked != null ? quasis[0].value.cooked : NOT_STATIC;
    }
    case 'UnaryExpression': {
      const argument = staticValue(node.argument as Node);
      return node.operator === '-' && typeof argument === 'number' ? -argument : NOT_STATIC;
    }
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'ParenthesizedExpression':
      return staticValue(node.expression as Node);
    case 'ArrayExpression': {
      const items = (node.elements as (Node | null)[]).map((element) => (element && element.type !== 'SpreadElement' ? staticValue(element) : NOT_STATIC));
      return items.includes(NOT_STATIC) ? NOT_STATIC : items;
    }
    case 'ObjectExpression': {
      const result: Record<string, unknown> = {};
      for (const property of node.properties as Node[]) {
        if (property.type !== 'Property' || property.computed || property.kind !== 'init' || property.method) return NOT_STATIC;
        const key = property.key as Node;
        const name = key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' ? String(key.value) : null;
        const value = name === null ? NOT_STATIC : staticValue(property.value as Node);
        if (value === NOT_STATIC || name === null) return NOT_STATIC;
        result[name] = value;
      }
      return result;
    }
    default:
      return NOT_STATIC;
  }
}

/** Every node of the tree, depth first. */
function* nodes(node: unknown): Generator<Node> {
  if (Array.isArray(node)) {
    for (const item of node) yield* nodes(item);
    return;
  }
  if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
  yield node as Node;
  for (const [key, value] of Object.entries(node)) if (key !== 'type' && value && typeof value === 'object') yield* nodes(value);
}

/** Local names under which a module imports `css` from the styled system. */
function cssImports(program: Node): Set<string> {
  const names = new Set<string>();
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration' || (statement.source as { value: string }).value !== 'styled-system/css') continue;
    for (const specifier of statement.specifiers as Node[]) {
      if (specifier.type === 'ImportSpecifier' && (specifier.imported as { name: string }).name === 'css') names.add((specifier.local as { name: string }).name);
    }
  }
  return names;
}

/** A static `css()` call: its source range, the source of its arguments, and its class string. */
export interface StaticCssCall {
  start: number;
  end: number;
  argumentsSource: string;
  className: string;
}

/** The module's `css()` calls whose arguments are all literal style objects. */
export function staticCssCalls(code: string, id: string): StaticCssCall[] {
  if (!code.includes('styled-system/css')) return [];
  const program = parseAst(code, { lang: id.endsWith('.tsx') ? 'tsx' : 'ts' }, id) as unknown as Node;
  const local = cssImports(program);
  if (local.size === 0) return [];
  const calls: StaticCssCall[] = [];
  for (const node of nodes(program)) {
    if (node.type !== 'CallExpression' || node.optional) continue;
    const callee = node.callee as Node;
    const args = node.arguments as Node[];
    if (callee.type !== 'Identifier' || !local.has(callee.name as string) || args.length === 0) continue;
    const values = args.map(staticValue);
    if (values.some((value) => value === NOT_STATIC || typeof value !== 'object' || value === null || Array.isArray(value))) continue;
    calls.push({
      start: node.start,
      end: node.end,
      argumentsSource: code.slice(args[0]!.start, args[args.length - 1]!.end),
      className: css(...(values as Parameters<typeof css>)),
    });
  }
  return calls;
}

/** Replaces the module's static `css()` calls by their class strings; null when it has none. */
export function inlineStaticCss(code: string, id: string): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  const calls = staticCssCalls(code, id);
  if (calls.length === 0) return null;
  const output = new MagicString(code);
  for (const call of calls) output.overwrite(call.start, call.end, JSON.stringify(call.className));
  return { code: output.toString(), map: output.generateMap({ hires: 'boundary', source: id, includeContent: true }) };
}

export function staticCssPlugin(): Plugin {
  return {
    name: 'axle-static-css',
    transform: {
      filter: { id: /[\\/](client|shared)[\\/].*\.tsx?$/ },
      handler(code, id) {
        return inlineStaticCss(code, id);
      },
    },
  };
}
