import { Form } from '@remix-run/react'
import { Button, ButtonLink } from '~/components/ui/Button'
import { Field } from '~/components/ui/Field'
import { SEARCH_MAX_TERM_LENGTH } from '~/constants'
import { SEARCH_PARAM } from '~/utils/pagination'
import * as styles from './route.css'

/** The search box of a console list: a GET form, so a search is a link and works without JavaScript. */
export function StaffSearch({ path, q, label }: { path: string; q: string; label: string }) {
  return (
    <Form method="get" action={path} role="search" className={styles.search}>
      <Field
        label={label}
        className={styles.searchField}
        inputProps={{ type: 'search', name: SEARCH_PARAM, defaultValue: q, maxLength: SEARCH_MAX_TERM_LENGTH }}
      />
      <Button type="submit">Buscar</Button>
      {q ? (
        <ButtonLink to={path} variant="ghost">
          Ver todas
        </ButtonLink>
      ) : null}
    </Form>
  )
}
