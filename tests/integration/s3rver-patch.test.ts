/*
 * The S3-compatible test server (s3rver) as patched in patches/s3rver+3.7.1.dev.patch: the
 * machine-loss drill restores a Litestream replica from it, which needs S3's own listing and
 * upload behaviour. Both tests fail on s3rver 3.7.1 as published.
 */
import { Readable } from 'node:stream'
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startS3rver } from '../setup/s3rver'

const BUCKET = 'replica'
let server: Awaited<ReturnType<typeof startS3rver>>
let client: S3Client

beforeAll(async () => {
  server = await startS3rver(BUCKET)
  client = new S3Client({
    region: 'us-east-1',
    endpoint: server.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  })
})

afterAll(async () => {
  client.destroy()
  await server.stop()
})

test('a listing with a delimiter reports a common prefix whose keys all sit two folders down', async () => {
  // Litestream's layout: generations/<id>/snapshots/<n>.snapshot.lz4
  await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'db/generations/abc/snapshots/0.snapshot.lz4', Body: 'copia' }))
  const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'db/generations/', Delimiter: '/' }))
  expect(listed.CommonPrefixes?.map((prefix) => prefix.Prefix)).toEqual(['db/generations/abc/'])
})

test('an upload cut off midway leaves no object behind', async () => {
  const key = 'db/generations/abc/wal/0.wal.lz4'
  // A signed upload of 1 MB that stops after 100 KB and is then cut off, as when the machine is lost.
  const body = new Readable({ read() {} })
  body.push(Buffer.alloc(100_000, 'a'))
  const cutOff = new AbortController()
  const upload = client.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: body, ContentLength: 1_000_000 }), {
    abortSignal: cutOff.signal,
  })
  await new Promise((resolve) => setTimeout(resolve, 300))
  cutOff.abort()
  await expect(upload).rejects.toThrow()
  await new Promise((resolve) => setTimeout(resolve, 300))
  const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'db/generations/abc/wal/' }))
  expect(listed.Contents ?? []).toEqual([])
})
