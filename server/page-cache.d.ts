import type { RequestHandler } from 'express'

export function pageCache(options: { ttlMs: number; maxEntries?: number }): RequestHandler
