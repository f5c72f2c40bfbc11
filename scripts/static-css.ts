/**
 * Build-time class names (decision 236): a `css({...})` call whose arguments are plain literals
 * always returns the same class string, so the client bundle carries that string instead of the
 * call. The browser then skips Panda's style walk and hashing for every such call, most of them
 * made while the page hydrates. Calls with anything computed stay as they are.
 */
import MagicString from 'magic-string';
import type { Plugin } from 'rolldown';
import { parseAst } from 'rolldown/parseAst';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** Panda's generated `css()`; loaded when a build starts, since `panda codegen` writes it first. */
export type CssFunction = (...styles: Record<string, unknown>[]) => string;

const NOT_STATIC = Symbol('not static');

/** Which branch each condition of a call takes, for one of its variants. */
type Branches = ReadonlyMap<Node, boolean>;

/**
 * The value of a literal expression (objects, arrays, strings, numbers, booleans, `undefined`), or
 * NOT_STATIC. A condition (`a ? 'x' : 'y'`) takes the branch `branches` names for it.
 */
function staticValue(node: Node, branches: Branches = new Map()): unknown {
  const value = (child: unknown) => staticValue(child as Node, branches);
  switch (node.type) {
    case 'Identifier':
      return node.name === 'undefined' ? undefined : NOT_STATIC;
    case 'ConditionalExpression':
      return branches.has(node) ? value(branches.get(node) ? node.consequent : node.alternate) : NOT_STATIC;
    case 'Literal':
      return node.value instanceof RegExp || typeof node.value === 'bigint' ? NOT_STATIC : node.value;
    case 'TemplateLiteral': {
      const quasis = node.quasis as { value: { cooked: string | null } }[];
      return (node.expressions as Node[]).length === 0 && quasis[0]?.value.cooked != null ? quasis[0].value.cooked : NOT_STATIC;
    }
    case 'UnaryExpression': {
      const argument = value(node.argument);
      return node.operator === '-' && typeof argument === 'number' ? -argument : NOT_STATIC;
    }
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'ParenthesizedExpression':
      return value(node.expression);
    case 'ArrayExpression': {
      const items = (node.elements as (Node | null)[]).map((element) => (element && element.type !== 'SpreadElement' ? value(element) : NOT_STATIC));
      return items.includes(NOT_STATIC) ? NOT_STATIC : items;
    }
    case 'ObjectExpression': {
      const result: Record<string, unknown> = {};
      for (const property of node.properties as Node[]) {
        if (property.type !== 'Property' || property.computed || property.kind !== 'init' || property.method) return NOT_STATIC;
        const key = property.key as Node;
        const name = key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' ? String(key.value) : null;
        const propertyValue = name === null ? NOT_STATIC : value(property.value);
        if (propertyValue === NOT_STATIC || name === null) return NOT_STATIC;
        result[name] = propertyValue;
      }
      return result;
    }
    default:
      return NOT_STATIC;
  }
}

/** Every node of the tree, depth first; the children of a node `descend` refuses are skipped. */
function* nodes(node: unknown, descend: (node: Node) => boolean = () => true): Generator<Node> {
  if (Array.isArray(node)) {
    for (const item of node) yield* nodes(item, descend);
    return;
  }
  if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
  yield node as Node;
  if (!descend(node as Node)) return;
  for (const [key, value] of Object.entries(node)) if (key !== 'type' && value && typeof value === 'object') yield* nodes(value, descend);
}

/** The conditions in a call's arguments (not those inside another condition's branches). */
function conditionsOf(args: Node[]): Node[] {
  const isCondition = (node: Node) => node.type === 'ConditionalExpression';
  return [...nodes(args, (node) => !isCondition(node))].filter(isCondition);
}

// A call with up to this many conditions becomes a choice between its 2^n class strings.
const MAX_CONDITIONS = 2;

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

/**
 * A static `css()` call: its source range, the source of its arguments, and what replaces it: a
 * class string, or a choice between class strings on the call's conditions.
 */
export interface StaticCssCall {
  start: number;
  end: number;
  argumentsSource: string;
  /** Where each condition's test sits in `argumentsSource`. */
  testRanges: (readonly [number, number])[];
  /** The class string of each combination of the conditions' branches (one when there are none). */
  variants: { branches: boolean[]; className: string }[];
  replacement: string;
}

/** The module's `css()` calls whose arguments are literal style objects, up to a few conditions. */
export function staticCssCalls(code: string, id: string, css: CssFunction): StaticCssCall[] {
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
    const conditions = conditionsOf(args);
    if (conditions.length > MAX_CONDITIONS) continue;
    // Every variant: each condition on one branch, with the class string css() gives for it.
    const variants: { branches: boolean[]; className: string }[] = [];
    for (let mask = 0; mask < 2 ** conditions.length; mask++) {
      const branches = conditions.map((_, index) => (mask & (1 << index)) === 0);
      const chosen = new Map(conditions.map((condition, index) => [condition, branches[index]!]));
      const values = args.map((arg) => staticValue(arg, chosen));
      if (values.some((value) => value === NOT_STATIC || typeof value !== 'object' || value === null || Array.isArray(value))) break;
      variants.push({ branches, className: css(...(values as Record<string, unknown>[])) });
    }
    if (variants.length < 2 ** conditions.length) continue;
    const tests = conditions.map((condition) => condition.test as Node);
    // Nested choices, the first condition's test outermost: (a) ? ((b) ? "x" : "y") : ...
    const choose = (index: number, prefix: boolean[]): string => {
      if (index === tests.length) return JSON.stringify(variants.find((variant) => variant.branches.every((branch, i) => branch === prefix[i]))!.className);
      return `(${code.slice(tests[index]!.start, tests[index]!.end)}) ? ${choose(index + 1, [...prefix, true])} : ${choose(index + 1, [...prefix, false])}`;
    };
    calls.push({
      start: node.start,
      end: node.end,
      argumentsSource: code.slice(args[0]!.start, args[args.length - 1]!.end),
      testRanges: tests.map((test) => [test.start - args[0]!.start, test.end - args[0]!.start] as const),
      variants,
      replacement: choose(0, []),
    });
  }
  return calls;
}

/** Replaces the module's static `css()` calls by their class strings; null when it has none. */
export function inlineStaticCss(code: string, id: string, css: CssFunction): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  const calls = staticCssCalls(code, id, css);
  if (calls.length === 0) return null;
  const output = new MagicString(code);
  for (const call of calls) output.overwrite(call.start, call.end, `(${call.replacement})`);
  return { code: output.toString(), map: output.generateMap({ hires: 'boundary', source: id, includeContent: true }) };
}

export function staticCssPlugin(): Plugin {
  let css: CssFunction | undefined;
  return {
    name: 'axle-static-css',
    async buildStart() {
      css = (await import('../styled-system/css/index.js')).css as CssFunction;
    },
    transform: {
      filter: { id: /[\\/](client|shared)[\\/].*\.tsx?$/ },
      handler(code, id) {
        if (!css) throw new Error('static css: the styled system was not loaded');
        return inlineStaticCss(code, id, css);
      },
    },
  };
}
