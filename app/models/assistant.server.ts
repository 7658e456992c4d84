import { estimatorReply } from './estimator.server'

/*
 * The quote assistant. Routes call `answer` only, so another backend (a language model) can slot
 * in here later with the built-in estimator as its fallback.
 */

export type HistoryMessage = { text: string; isUser: boolean }

/** The spec's words for a reply that came back without text. */
export const EMPTY_REPLY_TEXT = 'Lo siento, hubo un error procesando tu consulta. Por favor intenta nuevamente.'

export const GREETING =
  '¡Hola! Soy el asistente de cotización de RedObra. Contame qué querés construir, con las medidas, y te calculo los materiales: ladrillos, hormigón, cerámicos, pintura, durlock o membrana.'

export async function answer(message: string, history: readonly HistoryMessage[] = []): Promise<string> {
  const previousQuestion = history.findLast((item) => item.isUser)?.text ?? ''
  const text = estimatorReply(message, previousQuestion).text.trim()
  return text || EMPTY_REPLY_TEXT
}
