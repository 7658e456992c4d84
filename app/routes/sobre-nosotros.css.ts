import { page } from '~/styles/utilities.css'

export const root = page
