export function parseTrustProxy(raw: string | undefined): false | number | string[]
