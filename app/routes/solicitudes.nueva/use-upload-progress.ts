import { useEffect, useRef, useState, type FormEvent } from 'react'
import { ATTACHMENTS_FIELD } from '~/utils/request-form'
import { NEW_REQUEST_UPLOAD_PATH } from '~/utils/request-links'
import type { RequestActionData } from '~/controllers/request-form.server'
import type { UploadAnswer } from './send-request.server'

export const UPLOAD_FAILED_MESSAGE = 'No pudimos enviar la solicitud. Revisá tu conexión y volvé a intentar.'

/**
 * Sends the form with its files by XMLHttpRequest, whose upload events (fetch has none) give the
 * percentage sent. A form without files goes the usual way. A sent request opens its page; a
 * refusal is handed to `onRefused` to render as the plain post's answer.
 */
export function useUploadProgress(onRefused: (reply: RequestActionData) => void) {
  const [percent, setPercent] = useState<number | null>(null)
  const [failed, setFailed] = useState(false)
  const current = useRef<XMLHttpRequest | null>(null)
  useEffect(() => () => current.current?.abort(), [])

  function send(event: FormEvent<HTMLFormElement>) {
    const body = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter)
    if (!body.getAll(ATTACHMENTS_FIELD).some((file) => file instanceof File && file.size > 0)) return
    event.preventDefault()
    const xhr = new XMLHttpRequest()
    current.current = xhr
    xhr.upload.onprogress = (progress) => {
      if (progress.lengthComputable) setPercent(Math.floor((progress.loaded / progress.total) * 100))
    }
    xhr.onload = () => {
      current.current = null
      const answer = xhr.response as UploadAnswer | null
      if (answer && 'redirectTo' in answer) return window.location.assign(answer.redirectTo)
      setPercent(null)
      if (answer) return onRefused(answer)
      // Anything else came from outside the action, such as the sign-in page after the session ended.
      if (new URL(xhr.responseURL).pathname !== NEW_REQUEST_UPLOAD_PATH) return window.location.assign(xhr.responseURL)
      setFailed(true)
    }
    xhr.onerror = () => {
      current.current = null
      setPercent(null)
      setFailed(true)
    }
    xhr.open('POST', NEW_REQUEST_UPLOAD_PATH)
    xhr.responseType = 'json'
    xhr.send(body)
    setPercent(0)
    setFailed(false)
  }

  function cancel() {
    current.current?.abort()
    current.current = null
    setPercent(null)
  }

  return { percent, failed, send, cancel }
}
