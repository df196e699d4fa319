/** The nodes of a module's syntax tree as `rolldown/parseAst` gives them (ESTree, with offsets). */
export type Node = { type: string; start: number; end: number; [key: string]: unknown }

export function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'
}

/** Every node under `root` (itself included), in no particular order. */
export function* eachNode(root: Node): Generator<Node> {
  const pending: Node[] = [root]
  while (pending.length > 0) {
    const node = pending.pop()!
    yield node
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) {
        for (const item of value) if (isNode(item)) pending.push(item)
      } else if (isNode(value)) pending.push(value)
    }
  }
}

/** Whether a module id (its query aside) names JavaScript or TypeScript, which `parseAst` can read. */
export function isScriptModule(id: string): boolean {
  return /\.[cm]?[jt]sx?$/.test(id.split('?')[0]!)
}
