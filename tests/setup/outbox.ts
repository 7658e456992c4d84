import fs from 'node:fs'
import path from 'node:path'

/** Just enough MIME to read what the app sends: headers, multipart/alternative, QP and base64. */
export type ParsedEmail = { from: string; to: string; subject: string; text: string; html: string }
export type OutboxEmail = ParsedEmail & { file: string }

type Part = { headers: Map<string, string>; body: string }

// Bodies are handled as latin1 ("binary") strings, one char per byte, and turned into UTF-8 text
// only once the transfer encoding is undone.
function splitPart(raw: string): Part {
  const match = /\r?\n\r?\n/.exec(raw)
  const head = match ? raw.slice(0, match.index) : raw
  const body = match ? raw.slice(match.index + match[0].length) : ''
  const headers = new Map<string, string>()
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim())
  }
  return { headers, body }
}

function bytesToText(binary: string, charset = 'utf-8') {
  return new TextDecoder(charset).decode(Buffer.from(binary, 'latin1'))
}

function decodeQuotedPrintable(binary: string) {
  return binary.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

const encodedWord = /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/
const encodedRun = new RegExp(`${encodedWord.source}(?:\\s+${encodedWord.source})*`, 'g')

/** RFC 2047 words; adjacent words are joined before decoding, a character may span two. */
function decodeHeader(value: string) {
  return value.replace(encodedRun, (run) => {
    let charset = 'utf-8'
    let bytes = ''
    for (const [, cs, encoding, data] of run.matchAll(new RegExp(encodedWord.source, 'g'))) {
      charset = cs!
      bytes +=
        encoding!.toUpperCase() === 'B'
          ? Buffer.from(data!, 'base64').toString('latin1')
          : decodeQuotedPrintable(data!.replaceAll('_', ' '))
    }
    return bytesToText(bytes, charset)
  })
}

function param(header: string | undefined, name: string) {
  const match = new RegExp(`;\\s*${name}="?([^";]+)"?`, 'i').exec(header ?? '')
  return match?.[1]
}

function decodeBody({ headers, body }: Part) {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase()
  const binary =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('latin1')
        : body
  return bytesToText(binary, param(headers.get('content-type'), 'charset') ?? 'utf-8')
}

function collectLeaves(part: Part, leaves: { type: string; content: string }[]) {
  const contentType = part.headers.get('content-type') ?? 'text/plain'
  const type = contentType.split(';')[0]!.trim().toLowerCase()
  const boundary = param(contentType, 'boundary')
  if (type.startsWith('multipart/') && boundary) {
    const sections = part.body.split(`--${boundary}`).slice(1)
    for (const section of sections) {
      if (section.startsWith('--')) break
      collectLeaves(splitPart(section.replace(/^\r?\n/, '')), leaves)
    }
    return
  }
  leaves.push({ type, content: decodeBody(part).replace(/\r?\n$/, '') })
}

export function parseEmail(raw: Buffer | string): ParsedEmail {
  const root = splitPart(Buffer.isBuffer(raw) ? raw.toString('latin1') : Buffer.from(raw, 'utf8').toString('latin1'))
  const leaves: { type: string; content: string }[] = []
  collectLeaves(root, leaves)
  const header = (name: string) => decodeHeader(bytesToText(root.headers.get(name) ?? ''))
  return {
    from: header('from'),
    to: header('to'),
    subject: header('subject'),
    text: leaves.find((leaf) => leaf.type === 'text/plain')?.content ?? '',
    html: leaves.find((leaf) => leaf.type === 'text/html')?.content ?? '',
  }
}

/** Every message in the outbox folder, oldest first (file names start with the send time). */
export function readOutbox(dir: string): OutboxEmail[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => {
      const file = path.join(dir, name)
      return { ...parseEmail(fs.readFileSync(file)), file }
    })
}

/** The newest message to `address` (optionally with a matching subject), waiting for it to arrive. */
export async function lastEmailTo(
  dir: string,
  address: string,
  { subject, timeoutMs = 5000 }: { subject?: RegExp; timeoutMs?: number } = {},
): Promise<OutboxEmail> {
  const wanted = address.toLowerCase()
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const match = readOutbox(dir)
      .filter((email) => email.to.toLowerCase().includes(wanted) && (!subject || subject.test(email.subject)))
      .at(-1)
    if (match) return match
    if (Date.now() > deadline) {
      throw new Error(`No e-mail to ${address}${subject ? ` matching ${subject}` : ''} in ${dir} after ${timeoutMs} ms`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** The first absolute URL in `text` whose path starts with `pathPrefix`. */
export function firstLinkIn(text: string, pathPrefix: string): string {
  for (const [candidate] of text.matchAll(/https?:\/\/[^\s<>"')]+/g)) {
    const url = candidate.replaceAll('&amp;', '&')
    if (new URL(url).pathname.startsWith(pathPrefix)) return url
  }
  throw new Error(`No link to ${pathPrefix} in:\n${text}`)
}
