export function warmUpSeconds(asked?: string): number | string
export function pagesLinked(html: string): string[]
export function alternates(html: string): string[]
export function searchResultsPage(html: string): string | null
export function keywordSearchPage(html: string): string | null
export function warmUp(socketPath: string, seconds: number): Promise<void>
