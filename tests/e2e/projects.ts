/**
 * Which browser runs each spec. JavaScript changes what happens on the workspace pages, which
 * hydrate, and where an enhancement upgrades a reading page; there a test runs with JavaScript and
 * without. A reading page is the same document either way, so its specs run once, with
 * JavaScript off, as the visitors the pages are built for; a test of one of its enhancements is
 * tagged `@js` and runs both ways.
 */
export const SPECS_BOTH_WAYS = new RegExp(
  `/(${[
    'account-settings',
    'admin',
    'admin-import',
    'admin-verifications',
    'cancel-premium',
    'claims',
    'estimate-request',
    'favorites',
    'hydration',
    'materials',
    'messages',
    'page-weight',
    'plans',
    'profile',
    'projects',
    'publish',
    'quotas',
    'reading-pages',
    'request-compare',
    'request-edit',
    'request-form',
    'request-loop',
    'request-offers',
    'request-upload',
    'requests-trust',
    'review-moderation',
    'services',
    'statistics',
    'suspension',
    'toast',
    'verification',
    'verification-panel',
    'zona-pages',
  ].join('|')})\\.spec\\.ts$`,
)

/** The tag of a test on a reading page that JavaScript changes. */
export const JS_TAG = '@js'

/** Specs that start servers of their own and time them: last, one at a time. */
export const SERVER_SPECS = /(production-server|multi-process|replication)\.spec\.ts$/

/** Whether the running test also runs with JavaScript (so a check of the markup belongs to that run). */
export function alsoRunsWithJavaScript({ file, tags }: { file: string; tags: readonly string[] }) {
  return SPECS_BOTH_WAYS.test(file) || tags.includes(JS_TAG)
}
