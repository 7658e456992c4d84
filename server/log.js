// The one log format of every process (server.js, server/start.js and the app): one JSON line per event.

// JSON escapes the C0 controls; these two end a line for some readers of logs as well.
const LINE_SEPARATORS = /[\u2028\u2029]/g
const EMAIL_ADDRESS = /[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/gi

/**
 * Writes one event as one JSON line, info to stdout and the rest to stderr. JSON escapes every
 * control character, so nothing a user typed (a title with CR/LF) can start a line of its own,
 * and any e-mail address in it is masked, wherever it came from (an SMTP error names the recipient).
 */
export function logLine(level, event, fields = {}) {
  const record = { time: new Date().toISOString(), level, event, ...fields }
  const line = JSON.stringify(record, (_, value) => (typeof value === 'string' ? value.replace(EMAIL_ADDRESS, '[e-mail]') : value))
  // Through the console, whose error channel the tests watch: an unexpected error fails them.
  const write = level === 'info' ? console.info : level === 'warn' ? console.warn : console.error
  write(line.replace(LINE_SEPARATORS, (c) => `\\u${c.charCodeAt(0).toString(16)}`))
}
