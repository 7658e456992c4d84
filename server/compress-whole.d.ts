import type { RequestHandler } from 'express'

export function compressWhole(): RequestHandler
