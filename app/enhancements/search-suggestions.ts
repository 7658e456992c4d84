import '@github/auto-complete-element'

/**
 * `<auto-complete>` (GitHub's element) fetches the suggestions as the builder types, lets the
 * arrows and Enter choose one and follows its link. Its announcements are in English, so the
 * page gives it no feedback element: how many came is said here, in the form's polite status line.
 */
export function enhanceSearchSuggestions() {
  for (const completer of document.querySelectorAll('auto-complete')) {
    const list = document.getElementById(completer.getAttribute('for') ?? '')
    const status = document.getElementById(`${list?.id}-estado`)
    if (!list || !status) continue
    completer.addEventListener('load', () => {
      const count = list.querySelectorAll('[role="option"]').length
      status.textContent = count === 0 ? 'Sin sugerencias.' : count === 1 ? '1 sugerencia.' : `${count} sugerencias.`
    })
  }
}
