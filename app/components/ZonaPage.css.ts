import * as recipes from '~/styles/recipes.css'

export const empty = recipes.muted
