import { style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'
import { container } from '~/styles/utilities.css'
import * as recipes from '~/styles/recipes.css'

export const page = style([container, recipes.stack.lg, { maxWidth: '44rem', paddingBlock: vars.space.xl }])

export const form = recipes.stack.md

export const list = style([recipes.stack.md, { listStyle: 'none', padding: 0, margin: 0 }])

export const message = style([
  recipes.stack.sm,
  {
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    overflowWrap: 'anywhere',
  },
])

export const mine = style({ background: vars.color.brandSoft, marginInlineStart: vars.space.lg })

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const body = style({ whiteSpace: 'pre-wrap', margin: 0 })

export const attachments = style({ margin: 0, paddingInlineStart: vars.space.lg })

export const unread = style({ fontWeight: vars.fontWeight.bold })

export const marker = style({ color: vars.color.accentText, fontWeight: vars.fontWeight.bold })
