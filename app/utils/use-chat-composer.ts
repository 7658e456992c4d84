import type { FetcherWithComponents } from '@remix-run/react'
import { useEffect, useState, type FormEvent, type KeyboardEvent } from 'react'
import type { Toast } from '~/utils/toast'
import { CHAT_ENHANCED_FIELD } from './chat'
import { useHydrated } from './use-hydrated'

type ChatFetcherData = { result?: { status?: string }; sent?: boolean; networkError?: boolean }

const NETWORK_ERROR_TOAST = {
  type: 'error',
  title: 'Error',
  description: 'No se pudo enviar el mensaje. Por favor intenta nuevamente.',
} as const

/**
 * The chat box once JavaScript runs: sends through a fetcher, Enter sends and Shift+Enter breaks
 * the line, and a refused or failed message comes back into the box instead of being lost.
 */
export function useChatComposer({
  fetcher,
  initialDraft,
  textareaId,
}: {
  fetcher: FetcherWithComponents<ChatFetcherData>
  initialDraft: string
  textareaId: string
}) {
  const hydrated = useHydrated()
  const [draft, setDraft] = useState(initialDraft)
  const [sent, setSent] = useState({ text: '', at: 0 })
  const [handled, setHandled] = useState<ChatFetcherData | undefined>(undefined)
  const [failures, setFailures] = useState(0)
  const waiting = fetcher.state !== 'idle'

  // Each answer is looked at once, while rendering (React's "adjust state on change" pattern).
  if (!waiting && fetcher.data && fetcher.data !== handled) {
    setHandled(fetcher.data)
    if (fetcher.data.networkError) setFailures((count) => count + 1)
    if (fetcher.data.networkError || (fetcher.data.result && fetcher.data.result.status !== 'success')) setDraft(sent.text)
  }

  useEffect(() => {
    if (handled) document.getElementById(textareaId)?.focus()
  }, [handled, textareaId])

  function submit(event: FormEvent<HTMLFormElement>, formData: FormData) {
    if (!hydrated) return
    event.preventDefault()
    formData.set(CHAT_ENHANCED_FIELD, 'true')
    setSent({ text: String(formData.get('message') ?? ''), at: Date.now() })
    setDraft('')
    fetcher.submit(formData, { method: 'post' })
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    event.currentTarget.form?.requestSubmit()
  }

  const networkToast: Toast | null = handled?.networkError ? { id: `chat-network-${failures}`, ...NETWORK_ERROR_TOAST } : null
  return {
    draft,
    setDraft,
    waiting,
    pending: waiting ? { text: sent.text.trim(), createdAt: sent.at } : null,
    networkToast,
    submit,
    onKeyDown,
  }
}
