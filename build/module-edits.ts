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
