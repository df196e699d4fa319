/** Which documented path a route file serves (no imports: the browser contract test reads it too). */

/** `src/routes/api/alerts/$alertId.ts` → `/api/alerts/{alertId}` (TanStack's flat `a.b` segments too). */
export function documentedPathOf(file: string): string {
  const route = file
    .replace(/\.ts$/, '')
    .split('[.]')
    .map((part) => part.replace(/\./g, '/'))
    .join('.')
    .replace(/\/index$/, '')
    .replace(/\$(\w+)/g, '{$1}')
  return `/api/${route}`.replace(/\/$/, '')
}
