import { Buffer } from 'node:buffer'
import zlib from 'node:zlib'
import compressible from 'compressible'
import Negotiator from 'negotiator'

/** Smaller bodies go out as they are: compressing them saves less than it costs. */
const MIN_BYTES = 1024
const ENCODINGS = ['br', 'gzip']
/** Browsers list gzip first but all take br, which is smaller: br wins a tie. */
const PREFERRED_ENCODINGS = ['br']
const COMPRESS = {
  // Quality 4, as the compression middleware uses: ~1 ms for a 60 KB page, 19 % of its size.
  br: (body) =>
    zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => zlib.gzipSync(body),
}
const COMPRESS_STREAM = {
  br: () => zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: () => zlib.createGzip(),
}

/**
 * Compresses answers (br or gzip, as the client accepts) in one piece when they end. Every answer
 * here is sent whole (pages wait for all their data, assets are small files), so nothing is lost
 * by waiting for the end; compressing a stream instead takes two trips through zlib's thread pool
 * per answer, which on a busy machine cost 2–6 ms a page against ~1 ms of actual compressing.
 * Bodies that are not compressible, already encoded, partial or pushed early (flushed headers:
 * event streams) pass through untouched. An answer marked `X-Accel-Buffering: no` (the header that
 * tells a proxy not to hold a stream, as the sitemap is) is too long to hold: it is compressed as
 * it is written instead.
 */
export function compressWhole() {
  return function compressWholeAnswer(req, res, next) {
    const { write, end } = res
    const chunks = []
    /** 'whole', 'stream' or 'untouched': decided at the first byte of the body, when the headers are known and not yet sent. */
    let mode
    let compressor

    const decide = () => {
      if (mode) return mode
      mode = !isCompressible(req, res) ? 'untouched' : isStreamed(res) ? 'stream' : 'whole'
      if (mode === 'untouched') Object.assign(res, { write, end })
      else res.vary('Accept-Encoding')
      if (mode === 'stream') {
        const encodingName = new Negotiator(req).encoding(ENCODINGS, PREFERRED_ENCODINGS)
        if (encodingName) {
          res.setHeader('Content-Encoding', encodingName)
          res.removeHeader('Content-Length')
          compressor = COMPRESS_STREAM[encodingName]()
          compressor.on('data', (data) => write.call(res, data))
          res.once('close', () => compressor.destroy())
          // What a writer flushes (the Remix adapter does after each chunk) reaches the client then, compressed.
          res.flush = () => compressor.flush()
        } else {
          mode = 'untouched'
          Object.assign(res, { write, end })
        }
      }
      return mode
    }

    res.write = function (chunk, encoding, callback) {
      if (decide() === 'untouched') return write.call(this, chunk, encoding, callback)
      if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding]
      if (mode === 'stream') return compressor.write(toBuffer(chunk, encoding), callback)
      chunks.push(toBuffer(chunk, encoding))
      if (callback) process.nextTick(callback)
      return true
    }

    res.end = function (chunk, encoding, callback) {
      if (typeof chunk === 'function') [chunk, callback] = [undefined, chunk]
      if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding]
      if (decide() === 'untouched') return end.call(this, chunk, encoding, callback)
      if (mode === 'stream') {
        compressor.once('end', () => end.call(this, callback))
        compressor.end(chunk ? toBuffer(chunk, encoding) : undefined)
        return this
      }
      if (chunk) chunks.push(toBuffer(chunk, encoding))
      let body = Buffer.concat(chunks)
      const encodingName = body.length >= MIN_BYTES ? new Negotiator(req).encoding(ENCODINGS, PREFERRED_ENCODINGS) : undefined
      if (encodingName) {
        body = COMPRESS[encodingName](body)
        res.setHeader('Content-Encoding', encodingName)
      }
      res.setHeader('Content-Length', body.length)
      return end.call(this, body, callback)
    }
    next()
  }
}

function isCompressible(req, res) {
  if (req.method === 'HEAD' || res.headersSent || res.getHeader('Content-Encoding')) return false
  if ([204, 206, 304].includes(res.statusCode)) return false
  if (/\bno-transform\b/.test(String(res.getHeader('Cache-Control') ?? ''))) return false
  const type = String(res.getHeader('Content-Type') ?? '')
  return type !== '' && !type.startsWith('text/event-stream') && compressible(type) === true
}

const isStreamed = (res) => String(res.getHeader('X-Accel-Buffering') ?? '').toLowerCase() === 'no'

const toBuffer = (chunk, encoding) => (Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, encoding))
