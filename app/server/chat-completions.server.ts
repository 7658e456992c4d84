import * as z from 'zod'

/*
 * A minimal client for an OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM…):
 * one POST with global fetch. Any failure throws a ChatCompletionError that names its cause.
 */

export type LanguageModelBackend = { baseUrl: string; model: string; apiKey?: string; timeoutMs: number }

export type ToolCall = { id: string; type: 'function'; function: { name: string; arguments: string } }

export type ChatCompletionMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string }

export type ToolDefinition = {
  type: 'function'
  function: { name: string; description: string; parameters: Record<string, unknown> }
}

export type ChatCompletion = { content: string; toolCalls: ToolCall[] }

export class ChatCompletionError extends Error {
  override name = 'ChatCompletionError'
}

const ResponseSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullish(),
          tool_calls: z
            .array(
              z.object({
                id: z.string().optional(),
                function: z.object({
                  name: z.string(),
                  // Some servers send the arguments as an object rather than a JSON string.
                  arguments: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
                }),
              }),
            )
            .nullish(),
        }),
      }),
    )
    .min(1),
})

/** One chat-completions request; `signal` bounds it (the caller owns the deadline). */
export async function requestChatCompletion(
  backend: LanguageModelBackend,
  { messages, tools, signal }: { messages: ChatCompletionMessage[]; tools?: ToolDefinition[]; signal: AbortSignal },
): Promise<ChatCompletion> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' }
  if (backend.apiKey) headers.Authorization = `Bearer ${backend.apiKey}`
  const url = `${backend.baseUrl.replace(/\/+$/, '')}/chat/completions`
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ model: backend.model, messages, ...(tools?.length ? { tools } : {}), stream: false }),
      signal,
    })
  } catch (error) {
    throw new ChatCompletionError(signal.aborted ? `timed out calling ${url}` : `could not reach ${url}`, { cause: error })
  }
  let body: unknown
  try {
    const text = await response.text()
    if (!response.ok) throw new ChatCompletionError(`${url} answered ${response.status}: ${text.slice(0, 200)}`)
    body = JSON.parse(text)
  } catch (error) {
    if (error instanceof ChatCompletionError) throw error
    throw new ChatCompletionError(signal.aborted ? `timed out reading ${url}` : `${url} answered malformed JSON`, { cause: error })
  }
  const parsed = ResponseSchema.safeParse(body)
  if (!parsed.success) throw new ChatCompletionError(`${url} answered an unexpected shape: ${parsed.error.issues[0]?.message ?? ''}`)
  const message = parsed.data.choices[0]!.message
  return {
    content: message.content ?? '',
    toolCalls: (message.tool_calls ?? []).map((call, index) => ({
      id: call.id ?? `call_${index}`,
      type: 'function',
      function: {
        name: call.function.name,
        arguments: typeof call.function.arguments === 'string' ? call.function.arguments : JSON.stringify(call.function.arguments ?? {}),
      },
    })),
  }
}
