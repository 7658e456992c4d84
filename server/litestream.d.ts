export const LITESTREAM_SETTINGS: Record<string, string | number>
export const REPLICA_SETTINGS: Record<string, string>
export class ReplicationError extends Error {}
export type S3Replica = {
  kind: 's3'
  bucket: string
  prefix: string
  region: string
  endpoint?: string
  forcePathStyle: boolean
  credentials?: { accessKeyId: string; secretAccessKey: string }
}
export type Replica = { kind: 'file'; folder: string } | S3Replica
export type LitestreamConfig = { file: string; env: NodeJS.ProcessEnv; remove: () => void }
export function litestreamBinary(): string
export function parseReplicaUrl(raw: string): { kind: 'file'; folder: string } | { kind: 's3'; bucket: string; prefix: string }
export function replicaFromEnv(env: NodeJS.ProcessEnv): Replica
export function checkReplica(replica: Replica): Promise<boolean>
export function checkWalMode(databasePath: string): void
export function writeLitestreamConfig(replica: Replica, databasePath: string): LitestreamConfig
export function runLitestream(args: string[], config: LitestreamConfig): Promise<string>
