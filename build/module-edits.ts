import type { Plugin } from 'vite'

/** A text replaced in an installed module at build time: `from` must be there, or the build stops. */
export type ModuleEdit = { module: RegExp; from: string; to: string }

/**
 * `code` of module `id` with the edits that concern it (unchanged when none does). An edit whose text is
 * missing throws: the package changed, and `editedBy` (the file holding the edits) must follow.
 */
export function editModule(code: string, id: string, edits: readonly ModuleEdit[], editedBy: string): string {
  let edited = code
  for (const edit of edits) {
    if (!edit.module.test(id)) continue
    if (!edited.includes(edit.from)) throw new Error(`${id} changed: update ${editedBy}`)
    edited = edited.replace(edit.from, edit.to)
  }
  return edited
}

/**
 * A plugin for the build of `consumer` (the browser's or the server's) that passes each module through
 * `edit`: its code edited, or `null` when it leaves the module alone.
 */
export function moduleEditsPlugin(
  name: string,
  consumer: 'client' | 'server',
  edit: (code: string, id: string) => string | null,
): Plugin {
  return {
    name,
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === consumer,
    transform(code, id) {
      const edited = edit(code, id)
      return edited === null ? null : { code: edited, map: null }
    },
  }
}
