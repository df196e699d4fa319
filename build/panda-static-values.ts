/**
 * Reading style arguments in the source as values, for `panda-static-classes.ts`: literals, plain
 * conditions between literals (`Choice`) and the module's own literal constants; anything else computed
 * is `NOT_STATIC`.
 */

/** The nodes of a module's syntax tree as Vite's `parseAst` gives them (ESTree, with offsets). */
export type Node = { type: string; start: number; end: number; [key: string]: unknown }
export type StyleFunction = (...args: unknown[]) => string

/** What `staticValue` returns for an expression with something computed in it. */
export const NOT_STATIC = Symbol('not static')

/** `test ? consequent : alternate` between literals, inside a style object. */
export class Choice {
  constructor(
    readonly test: Node,
    readonly consequent: unknown,
    readonly alternate: unknown,
  ) {}
}

/** Most conditions resolved in one call: each doubles the class names computed and written. */
export const MAX_CHOICES = 4

/** What the value of an expression may refer to: the module's literal constants; whether `Choice`s are read. */
export type Scope = { constants: Map<string, unknown>; choices: boolean }

/** A condition that reads values only (no call, no assignment): safe to write out once per outcome. */
function isPlainTest(node: Node): boolean {
  switch (node.type) {
    case 'Identifier':
    case 'Literal':
      return true
    case 'MemberExpression':
      return (
        isPlainTest(node.object as Node) && (!node.computed || (node.property as Node).type === 'Literal')
      )
    case 'UnaryExpression':
      return ['!', '-', 'typeof'].includes(node.operator as string) && isPlainTest(node.argument as Node)
    case 'LogicalExpression':
    case 'BinaryExpression':
      return (
        ['&&', '||', '??', '===', '!==', '==', '!=', '<', '<=', '>', '>='].includes(
          node.operator as string,
        ) &&
        isPlainTest(node.left as Node) &&
        isPlainTest(node.right as Node)
      )
    default:
      return false
  }
}

/** A literal's value (a `Choice` where a plain condition picks between literals), or `NOT_STATIC`. */
export function staticValue(node: Node, scope: Scope): unknown {
  switch (node.type) {
    case 'Literal':
      return node.regex ? NOT_STATIC : node.value
    case 'Identifier':
      return scope.constants.has(node.name as string) ? scope.constants.get(node.name as string) : NOT_STATIC
    case 'TemplateLiteral': {
      const quasis = node.quasis as Array<{ value: { cooked: string } }>
      return (node.expressions as Node[]).length === 0 ? quasis[0]!.value.cooked : NOT_STATIC
    }
    case 'UnaryExpression': {
      const argument = staticValue(node.argument as Node, scope)
      return node.operator === '-' && typeof argument === 'number' ? -argument : NOT_STATIC
    }
    case 'ConditionalExpression': {
      if (!scope.choices || !isPlainTest(node.test as Node)) return NOT_STATIC
      const consequent = staticValue(node.consequent as Node, scope)
      const alternate = staticValue(node.alternate as Node, scope)
      if (consequent === NOT_STATIC || alternate === NOT_STATIC) return NOT_STATIC
      return new Choice(node.test as Node, consequent, alternate)
    }
    case 'ArrayExpression': {
      const items = (node.elements as Array<Node | null>).map((item) =>
        item ? staticValue(item, scope) : NOT_STATIC,
      )
      return items.includes(NOT_STATIC) ? NOT_STATIC : items
    }
    case 'ObjectExpression': {
      const object: Record<string, unknown> = {}
      for (const property of node.properties as Node[]) {
        if (property.type !== 'Property' || property.computed || property.kind !== 'init') return NOT_STATIC
        const key = property.key as Node
        const name =
          key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' ? String(key.value) : null
        const value = staticValue(property.value as Node, scope)
        if (name === null || value === NOT_STATIC) return NOT_STATIC
        object[name] = value
      }
      return object
    }
    default:
      return NOT_STATIC
  }
}

/** The `Choice`s in a value, outermost first. */
export function choicesIn(value: unknown, found: Choice[] = []): Choice[] {
  if (value instanceof Choice) {
    found.push(value)
    choicesIn(value.consequent, found)
    choicesIn(value.alternate, found)
  } else if (Array.isArray(value)) for (const item of value) choicesIn(item, found)
  else if (value && typeof value === 'object') for (const item of Object.values(value)) choicesIn(item, found)
  return found
}

/** `value` with each `Choice` replaced by the branch `outcomes` picks for it. */
export function decided(value: unknown, outcomes: Map<Choice, boolean>): unknown {
  if (value instanceof Choice)
    return decided(outcomes.get(value) ? value.consequent : value.alternate, outcomes)
  if (Array.isArray(value)) return value.map((item) => decided(item, outcomes))
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, decided(item, outcomes)]))
  return value
}

export function walk(node: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit)
    return
  }
  if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return
  visit(node as Node)
  for (const [key, child] of Object.entries(node))
    if (key !== 'type' && child && typeof child === 'object') walk(child, visit)
}

/** The style object of a static `css.raw({ … })` (or a recipe's `.raw`) call, else `NOT_STATIC`. */
export function rawStyle(node: Node, imported: Map<string, StyleFunction>, scope: Scope): unknown {
  const callee = node.type === 'CallExpression' ? (node.callee as Node) : null
  if (callee?.type !== 'MemberExpression' || (callee.property as Node).name !== 'raw') return NOT_STATIC
  const raw = (imported.get((callee.object as Node).name as string) as { raw?: StyleFunction } | undefined)
    ?.raw
  const args = (node.arguments as Node[]).map((arg) => staticValue(arg, { ...scope, choices: false }))
  return raw && !args.includes(NOT_STATIC) ? raw(...args) : NOT_STATIC
}

/** The module's top-level constants holding a literal style object (`css.raw({ … })` or an object literal). */
export function literalConstants(program: Node, imported: Map<string, StyleFunction>): Map<string, unknown> {
  const constants = new Map<string, unknown>()
  const scope: Scope = { constants: new Map(), choices: false }
  for (const statement of program.body as Node[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node) : statement
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue
    for (const declarator of declaration.declarations as Node[]) {
      const id = declarator.id as Node
      const init = declarator.init as Node | null
      if (id.type !== 'Identifier' || !init) continue
      const value =
        init.type === 'ObjectExpression' ? staticValue(init, scope) : rawStyle(init, imported, scope)
      if (value !== NOT_STATIC) constants.set(id.name as string, value)
    }
  }
  // A name bound again anywhere else (a parameter, an inner variable) may mean something else there.
  const bindings = new Map<string, number>()
  const count = (pattern: unknown) =>
    walk(pattern, (node) => {
      if (node.type === 'Identifier')
        bindings.set(node.name as string, (bindings.get(node.name as string) ?? 0) + 1)
    })
  walk(program, (node) => {
    if (node.type === 'VariableDeclarator') count(node.id)
    if (node.type.includes('Function')) count(node.params)
    if (node.type === 'CatchClause') count(node.param)
  })
  for (const name of constants.keys()) if ((bindings.get(name) ?? 0) > 1) constants.delete(name)
  return constants
}
