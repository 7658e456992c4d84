import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

/** A real S3-compatible server (s3rver keeps its objects in a folder) on a free port, with one bucket. */
export async function startS3rver(bucket: string) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'redobra-s3rver-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] })
  const { port } = await server.run()
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: async () => {
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
