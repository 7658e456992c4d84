/** Seeded randomness: the same seed gives the same demo data. */

export class Rng {
  private state: number
  constructor(seed: number) {
    this.state = seed >>> 0
  }
  /** mulberry32 */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }
  chance(p: number): boolean {
    return this.next() < p
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T
  }
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    let total = 0
    for (const [, w] of items) total += w
    let r = this.next() * total
    for (const [item, w] of items) {
      r -= w
      if (r < 0) return item
    }
    return (items[items.length - 1] as readonly [T, number])[0]
  }
  sample<T>(items: readonly T[], n: number): T[] {
    const copy = [...items]
    const count = Math.min(n, copy.length)
    for (let i = 0; i < count; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i))
      ;[copy[i], copy[j]] = [copy[j] as T, copy[i] as T]
    }
    return copy.slice(0, count)
  }
}

/** Independent streams per section, so tuning one section leaves the others' rows alone. */
export function stream(seed: number, label: string): Rng {
  let h = 0x811c9dc5
  for (let i = 0; i < label.length; i++) h = Math.imul(h ^ label.charCodeAt(i), 0x01000193)
  return new Rng((seed ^ h) >>> 0)
}
