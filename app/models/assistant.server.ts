import { ASSISTANT_MATERIALS_MAX, ASSISTANT_PROVIDERS_MAX, ASSISTANT_TOOL_ROUNDS_MAX } from '~/constants'
import { isZone, ZONES } from '~/taxonomy'
import {
  requestChatCompletion,
  type ChatCompletionMessage,
  type LanguageModelBackend,
  type ToolCall,
  type ToolDefinition,
} from '~/server/chat-completions.server'
import type { Db } from '~/server/sqlite.server'
import { estimatorReply, type EstimateKind, type EstimateLine, type FindMaterials, type MaterialOffer } from './estimator.server'
import { findListings } from './listings.server'
import { listMaterials } from './materials.server'
import { logError } from '~/server/log.server'

/*
 * The quote assistant. Routes call `answer` only. With a language model configured, the model
 * answers and may call the estimator and the directory search as tools; without one, or when the
 * model fails, the built-in estimator answers.
 */

export type HistoryMessage = { text: string; isUser: boolean }

/** The spec's words for a reply that came back without text. */
export const EMPTY_REPLY_TEXT = 'Lo siento, hubo un error procesando tu consulta. Por favor intenta nuevamente.'

export const GREETING =
  '¡Hola! Soy el asistente de cotización de RedObra. Contame qué querés construir, con las medidas, y te calculo los materiales: ladrillos, hormigón, cerámicos, pintura, durlock o membrana.'

/** First line of a reply the estimator gives because the configured model failed. */
export const MODEL_UNAVAILABLE_NOTICE = 'El asistente avanzado no está disponible ahora; te respondo con el estimador integrado.'

/** The database feeds the marketplace materials and the model's directory search. */
export type AssistantOptions = { db?: Db; backend?: null } | { db: Db; backend: LanguageModelBackend | null }

/** A reply and, when the built-in estimator computed it, the estimate's lines. */
/** A reply, with the estimate's kind and lines when it computed one. */
export type AssistantReply = { text: string; kind: EstimateKind | null; lines: EstimateLine[] }

export async function answer(message: string, history: readonly HistoryMessage[] = [], options: AssistantOptions = {}): Promise<string> {
  return (await assistantReply(message, history, options)).text
}

export async function assistantReply(
  message: string,
  history: readonly HistoryMessage[] = [],
  options: AssistantOptions = {},
): Promise<AssistantReply> {
  const { db, backend } = options
  if (db && backend) {
    try {
      return { text: await modelAnswer(backend, db, message, history), kind: null, lines: [] }
    } catch (error) {
      logError(error, 'assistant-model-failed')
      const fallback = estimatorAnswer(message, history, db)
      return { ...fallback, text: `${MODEL_UNAVAILABLE_NOTICE}\n\n${fallback.text}` }
    }
  }
  return estimatorAnswer(message, history, db)
}

function estimatorAnswer(message: string, history: readonly HistoryMessage[], db?: Db): AssistantReply {
  const previousQuestion = history.findLast((item) => item.isUser)?.text ?? ''
  const reply = estimatorReply(message, previousQuestion, db ? materialsFinder(db) : undefined)
  const text = reply.text.trim()
  return text ? { text, kind: reply.kind, lines: reply.lines } : { text: EMPTY_REPLY_TEXT, kind: null, lines: [] }
}

/** Up to a few marketplace materials for an estimate, the most specific term first. */
function materialsFinder(db: Db): FindMaterials {
  return (terms) => {
    try {
      const items: MaterialOffer[] = []
      let firstTerm: string | null = null
      for (const term of terms) {
        if (items.length >= ASSISTANT_MATERIALS_MAX) break
        const found = listMaterials(db, { q: term, pageSize: ASSISTANT_MATERIALS_MAX }).materials
        if (found.length && firstTerm === null) firstTerm = term
        for (const material of found) {
          if (items.length < ASSISTANT_MATERIALS_MAX && !items.some((item) => item.id === material.id)) {
            items.push({ id: material.id, title: material.title, priceCents: material.priceCents })
          }
        }
      }
      return firstTerm === null ? null : { term: firstTerm, items }
    } catch (error) {
      // The estimate is worth giving without the marketplace block.
      logError(error, 'assistant-materials-failed')
      return null
    }
  }
}

/* The language model */

const SYSTEM_PROMPT = [
  'Sos el asistente de cotización de RedObra, el directorio de proveedores y marketplace de la construcción en Buenos Aires, Argentina.',
  'Respondé siempre en castellano rioplatense, claro y breve, sobre obras en Argentina: materiales, cantidades, técnicas constructivas, normas de uso habitual y proveedores.',
  'Usá las unidades y los nombres de acá: m², m³, bolsas de cemento de 50 kg, ladrillo hueco del 12, hormigón H-21, durlock, membrana asfáltica.',
  'Para calcular cantidades de materiales (paredes, hormigón, pisos y revestimientos, pintura, durlock, membranas) llamá a la herramienta estimar_materiales con el pedido y las medidas del usuario; no inventes cifras y contá los supuestos del cálculo.',
  'Para recomendar proveedores llamá a buscar_proveedores y nombrá solo los que devuelva.',
  'Conservá los enlaces del sitio tal como vienen de las herramientas, con el formato [nombre](/ruta).',
  'No des precios que no vengan de las herramientas. Si la consulta no trata de construcción, decilo con amabilidad y ofrecé ayuda con una obra.',
].join('\n')

const TOOLS: ToolDefinition[] = [
  {
    type: 'function',
    function: {
      name: 'estimar_materiales',
      description:
        'Calcula con el estimador de RedObra los materiales de una obra a partir de sus medidas: paredes de ladrillo o bloque, hormigón (losas, contrapisos, m³), pisos y revestimientos cerámicos, pintura, durlock y membrana. Devuelve cantidades, supuestos y enlaces a proveedores y materiales.',
      parameters: {
        type: 'object',
        properties: {
          pedido: {
            type: 'string',
            description:
              'El pedido en castellano con tipo de trabajo y medidas, por ejemplo "pared de 12 m2 de ladrillo hueco del 12" o "losa de 20 m2 de 12 cm H21".',
          },
        },
        required: ['pedido'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'buscar_proveedores',
      description:
        'Busca proveedores y profesionales en el directorio de RedObra por rubro o nombre, opcionalmente en ciertas zonas de Buenos Aires.',
      parameters: {
        type: 'object',
        properties: {
          termino: { type: 'string', description: 'Qué buscar, por ejemplo "ladrillos huecos", "hormigón elaborado" o "techistas".' },
          zonas: { type: 'array', items: { type: 'string', enum: [...ZONES] }, description: 'Zonas donde buscar; vacío para todas.' },
        },
        required: ['termino'],
      },
    },
  },
]

async function modelAnswer(backend: LanguageModelBackend, db: Db, message: string, history: readonly HistoryMessage[]) {
  const messages: ChatCompletionMessage[] = [
    { role: 'system', content: SYSTEM_PROMPT },
    ...history.map((item): ChatCompletionMessage => ({ role: item.isUser ? 'user' : 'assistant', content: item.text })),
    { role: 'user', content: message },
  ]
  // One deadline for the whole answer, tool rounds included.
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), backend.timeoutMs)
  try {
    for (let round = 0; ; round++) {
      // After the last allowed round the model gets no tools, so it has to answer in text.
      const tools = round < ASSISTANT_TOOL_ROUNDS_MAX ? TOOLS : undefined
      const reply = await requestChatCompletion(backend, { messages, tools, signal: controller.signal })
      if (!tools || reply.toolCalls.length === 0) {
        const text = reply.content.trim()
        if (!text) throw new Error('the language model answered without text')
        return text
      }
      messages.push({ role: 'assistant', content: reply.content || null, tool_calls: reply.toolCalls })
      for (const call of reply.toolCalls) messages.push({ role: 'tool', tool_call_id: call.id, content: runTool(db, call) })
    }
  } finally {
    clearTimeout(timer)
  }
}

/** A tool's answer is text for the model; a bad call gets a message the model can recover from. */
function runTool(db: Db, call: ToolCall): string {
  let args: Record<string, unknown>
  try {
    const parsed: unknown = JSON.parse(call.function.arguments || '{}')
    args = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {}
  } catch {
    return 'Error: los argumentos no son JSON válido.'
  }
  switch (call.function.name) {
    case 'estimar_materiales': {
      const request = typeof args.pedido === 'string' ? args.pedido : ''
      return request.trim() ? estimatorReply(request, '', materialsFinder(db)).text : 'Error: falta el pedido con las medidas.'
    }
    case 'buscar_proveedores':
      return searchProviders(db, args)
    default:
      return `Error: no existe la herramienta ${call.function.name}.`
  }
}

function searchProviders(db: Db, args: Record<string, unknown>) {
  const term = typeof args.termino === 'string' ? args.termino.trim() : ''
  if (!term) return 'Error: falta el término de búsqueda.'
  const zones = Array.isArray(args.zonas) ? args.zonas.filter((zone): zone is string => typeof zone === 'string').filter(isZone) : []
  const { items, total } = findListings(db, { term, zones }, { pageSize: ASSISTANT_PROVIDERS_MAX })
  if (items.length === 0) return `No hay proveedores en RedObra para "${term}". Sugerí buscar en el directorio con otras palabras.`
  return [
    `Proveedores en RedObra para "${term}" (${items.length} de ${total}):`,
    ...items.map((listing) => {
      const category = [listing.sector.name, listing.subsector.name, listing.division?.name].filter(Boolean).join(' / ')
      return `- ${listing.businessName}: ${category}; ${listing.zona}, ${listing.localidad}; [ver perfil](/proveedor/${listing.id})`
    }),
  ].join('\n')
}
