import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export type ReceivedMessage = { from: string | false; to: string[]; raw: Buffer }

/**
 * A real SMTP listener on a free local port. Each message is acknowledged only once `onMessage`
 * has finished, so a test can hold the sender as long as it likes.
 */
export async function startSmtpListener(onMessage: (message: ReceivedMessage) => void | Promise<void>) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const message = {
          from: session.envelope.mailFrom && session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks),
        }
        void Promise.resolve(onMessage(message)).then(() => callback())
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
