import type { RequestHandler } from 'express'

export const dropUnreadBody: RequestHandler
