import fs from 'node:fs'

/** The processes whose parent is `parent` (Linux): a server's workers are its primary's children. */
export function childPids(parent: number) {
  const pids: number[] = []
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // The parent's pid is the 4th field, after the command name in parentheses (which may hold spaces).
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent) pids.push(Number(entry))
    } catch {
      // the process ended while we looked
    }
  }
  return pids.sort((a, b) => a - b)
}
