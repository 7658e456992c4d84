import { useLocation, useSearchParams } from '@remix-run/react'
import { lazy, Suspense, useId, useState } from 'react'
import { ButtonLink } from '~/components/ui/Button'
import { ModalClose } from '~/components/ui/Modal'
import { ModalTrigger } from '~/components/ui/ModalTrigger'
import type { ReviewAccess, ReviewService } from '~/controllers/review-form.server'
import { REVIEW_FORM_PARAM, REVIEW_SECTION_ID as SECTION_ID } from '~/utils/review-links'
import type { FormConstraint } from '~/utils/use-schema-form'
import * as styles from './ReviewDialog.css'

// Conform comes with the form: visitors, owners and reviewers never download them.
const ReviewForm = lazy(() => import('./ReviewForm').then((module) => ({ default: module.ReviewForm })))

/**
 * The review action of a provider page. Signed-in users who may review get "Dejar reseña": with
 * JavaScript it opens a modal <dialog>; without, it is a link to the page with the form shown in
 * place. Users who reviewed already are told so; visitors and the owner see nothing.
 */
export function ReviewPanel({ access }: { access: ReviewAccess }) {
  const [searchParams] = useSearchParams()
  if (access.status === 'reviewed') return <p className={styles.note}>Ya dejaste tu reseña</p>
  if (access.status !== 'open' || access.services.length === 0) return null
  if (searchParams.has(REVIEW_FORM_PARAM)) return <InlineReview services={access.services} constraint={access.constraint} />
  return <ReviewDialog services={access.services} constraint={access.constraint} />
}

type FormProps = { services: ReviewService[]; constraint: FormConstraint }

function InlineReview({ services, constraint }: FormProps) {
  const { pathname } = useLocation()
  const titleId = useId()
  return (
    <section id={SECTION_ID} aria-labelledby={titleId} className={styles.inline}>
      <h3 id={titleId} className={styles.title}>
        Dejar reseña
      </h3>
      <Suspense fallback={<p className={styles.note}>Cargando el formulario...</p>}>
        <ReviewForm
          services={services}
          constraint={constraint}
          action={`${pathname}?${REVIEW_FORM_PARAM}`}
          cancel={
            <ButtonLink to={pathname} variant="ghost">
              Cancelar
            </ButtonLink>
          }
        />
      </Suspense>
    </section>
  )
}

function ReviewDialog({ services, constraint }: FormProps) {
  // A new key mounts a fresh form (and fetcher): the dialog starts empty every time it opens.
  const [formKey, setFormKey] = useState(0)
  const { pathname } = useLocation()

  // A sent review reloads the page through a redirect, which closes the dialog.
  return (
    <div className={styles.trigger}>
      <ModalTrigger
        label="Dejar reseña"
        noScriptHref={`?${REVIEW_FORM_PARAM}#${SECTION_ID}`}
        title="Dejar reseña"
        heading="h2"
        titleClassName={styles.title}
        width="medium"
        padding="compact"
        closeOnNavigation
        onClose={() => setFormKey((key) => key + 1)}
      >
        <Suspense fallback={<p className={styles.note}>Cargando el formulario...</p>}>
          <ReviewForm
            key={formKey}
            services={services}
            constraint={constraint}
            action={`${pathname}?${REVIEW_FORM_PARAM}`}
            cancel={<ModalClose>Cancelar</ModalClose>}
          />
        </Suspense>
      </ModalTrigger>
    </div>
  )
}
