import { clearTimeout, setTimeout } from 'node:timers'

/** How much of a request body still unread after its answer is read and dropped before its connection is closed instead. */
const UNREAD_BODY_MAX_BYTES = 32 * 1024 * 1024
/** How long a connection closed on a body still arriving keeps reading it (nginx's lingering_timeout is 5 s). */
const LINGERING_CLOSE_MS = 5_000

/** The request on a connection whose body may still be arriving when its answer is out. */
const bodyInFlight = Symbol('bodyInFlight')
const lingers = Symbol('lingers')

/**
 * Some answers go out before the request's body has been read to its end: a refusal (a form too
 * large, a file that is not an image), a redirect to sign in. The rest of the body still arrives
 * on a connection the client sends its next request on, and with nothing reading it that request
 * would wait forever. Once the answer is out, whoever stopped reading is done with the body: the
 * rest is read and dropped. More than UNREAD_BODY_MAX_BYTES of it closes the connection instead.
 */
export function dropUnreadBody(req, res, next) {
  // A request without a body (every GET) has nothing to drop, and must leave nothing behind on its
  // connection: a kept-alive connection serves thousands of requests.
  if (req.complete || !announcesBody(req)) return next()
  lingerOnClose(req, res)
  res.once('finish', () => {
    if (req.complete || req.destroyed) return
    let dropped = 0
    req.removeAllListeners('data')
    req.on('data', (chunk) => {
      dropped += chunk.length
      if (dropped > UNREAD_BODY_MAX_BYTES) req.socket.destroy()
    })
    req.resume()
  })
  next()
}

/** RFC 9112 §6.3: a request has a body when it says how long it is or that it comes in chunks. */
function announcesBody(req) {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length']) > 0
}

/**
 * A connection that is to close after its answer (the client sent `Connection: close`, or the
 * server is stopping) is closed by Node as soon as the answer is out. If the body is still
 * arriving, the kernel answers the unread bytes with a reset, and a client still sending loses the
 * answer it was sent: a visitor uploading a plan sees a broken connection instead of the sign-in
 * page. So, as nginx does, such a connection stops writing, reads and drops what still comes, and
 * closes when the client does or after LINGERING_CLOSE_MS.
 *
 * The connection's close is wrapped once, and reads the request in flight from the connection:
 * wrapping it again for each request chained every earlier request of the connection to it, so a
 * kept-alive connection held on to every request it had served.
 */
function lingerOnClose(req, res) {
  const { socket } = req
  socket[bodyInFlight] = req
  res.once('close', () => {
    if (socket[bodyInFlight] === req) socket[bodyInFlight] = undefined
  })
  if (socket[lingers]) return
  socket[lingers] = true
  const destroySoon = socket.destroySoon
  socket.destroySoon = function lingeringClose() {
    const request = this[bodyInFlight]
    if (!request || request.complete || request.destroyed) return destroySoon.call(this)
    this.end()
    const timer = setTimeout(() => this.destroy(), LINGERING_CLOSE_MS)
    this.once('close', () => clearTimeout(timer))
  }
}
