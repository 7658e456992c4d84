/** The demo images: small SVG illustrations rendered to WebP, shared by every seeded database. */
import sharp from 'sharp'
import type { ImageStorage } from '../../app/server/image-storage.server'
import { Rng } from './random'

const DEMO_IMAGE_DIR = 'demo'

type MaterialArtKind =
  | 'bags'
  | 'bricks'
  | 'hollowBricks'
  | 'blocks'
  | 'bars'
  | 'sand'
  | 'stones'
  | 'sheets'
  | 'corrugated'
  | 'rolls'
  | 'pipes'
  | 'cans'
  | 'tiles'
  | 'tank'
  | 'boards'

const MATERIAL_ART: readonly { kind: MaterialArtKind; color: string }[] = [
  { kind: 'bags', color: '#8f969c' },
  { kind: 'bags', color: '#6f9a5b' },
  { kind: 'bags', color: '#e7e1d3' },
  { kind: 'bags', color: '#4f7fb5' },
  { kind: 'hollowBricks', color: '#c8643b' },
  { kind: 'bricks', color: '#a5482c' },
  { kind: 'blocks', color: '#a3a39b' },
  { kind: 'bars', color: '#6b6f75' },
  { kind: 'sand', color: '#d9b77a' },
  { kind: 'stones', color: '#8d8f91' },
  { kind: 'sheets', color: '#f1f0ea' },
  { kind: 'corrugated', color: '#b9c1c9' },
  { kind: 'rolls', color: '#34393d' },
  { kind: 'rolls', color: '#e8c547' },
  { kind: 'pipes', color: '#e07b39' },
  { kind: 'cans', color: '#3b82c4' },
  { kind: 'tiles', color: '#d9cbb5' },
  { kind: 'tank', color: '#d6c49c' },
  { kind: 'boards', color: '#c89a5c' },
]

export type ProjectScene = 'house' | 'building' | 'interior' | 'pool' | 'warehouse' | 'works'
export const PROJECT_SCENES: readonly ProjectScene[] = ['house', 'building', 'interior', 'pool', 'warehouse', 'works']
export const PROJECT_PALETTES = 2

export const materialImageKey = (index: number) => `${DEMO_IMAGE_DIR}/material-${index + 1}.webp`
export const projectImageKey = (scene: number, palette: number) => `${DEMO_IMAGE_DIR}/project-${scene + 1}-${palette + 1}.webp`

function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16)
  const channel = (v: number) => {
    const out = amount >= 0 ? v + (255 - v) * amount : v * (1 + amount)
    return Math.round(Math.min(255, Math.max(0, out)))
      .toString(16)
      .padStart(2, '0')
  }
  return `#${channel((n >> 16) & 255)}${channel((n >> 8) & 255)}${channel(n & 255)}`
}

const r1 = (v: number) => Math.round(v * 10) / 10

function materialSvg(index: number): string {
  const { kind, color } = MATERIAL_ART[index] as (typeof MATERIAL_ART)[number]
  const rng = new Rng(1000 + index)
  const backgrounds = ['#eef4f8', '#f6f1e9', '#eef5ee', '#f4eff6', '#f8f3e6']
  const bg = backgrounds[index % backgrounds.length] as string
  const dark = shade(color, -0.3)
  const light = shade(color, 0.3)
  const parts: string[] = []
  const defs: string[] = [
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(bg, 0.4)}"/><stop offset="1" stop-color="${bg}"/></linearGradient>`,
    `<linearGradient id="fl" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(bg, -0.12)}"/><stop offset="1" stop-color="${shade(bg, -0.06)}"/></linearGradient>`,
    `<linearGradient id="obj" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${dark}"/><stop offset=".35" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`,
    `<linearGradient id="mound" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`,
  ]
  parts.push('<rect width="640" height="480" fill="url(#bg)"/>')
  parts.push('<rect y="372" width="640" height="108" fill="url(#fl)"/>')
  parts.push('<ellipse cx="320" cy="378" rx="240" ry="22" fill="#000" opacity=".12"/>')

  const pallet = () =>
    `<rect x="120" y="352" width="400" height="12" fill="#b58a57"/><rect x="130" y="364" width="30" height="10" fill="#8f6a3f"/><rect x="305" y="364" width="30" height="10" fill="#8f6a3f"/><rect x="480" y="364" width="30" height="10" fill="#8f6a3f"/>`

  switch (kind) {
    case 'bags': {
      const bag = (x: number, y: number) =>
        `<rect x="${x}" y="${y}" width="200" height="84" rx="24" fill="${color}" stroke="${dark}" stroke-width="2"/>` +
        `<rect x="${x + 38}" y="${y + 18}" width="124" height="48" rx="8" fill="#fff" opacity=".78"/>` +
        `<rect x="${x + 38}" y="${y + 38}" width="124" height="10" fill="${dark}" opacity=".8"/>` +
        `<path d="M${x + 14} ${y + 12}v60M${x + 186} ${y + 12}v60" stroke="${dark}" stroke-width="3" stroke-dasharray="5 5"/>`
      parts.push(pallet(), bag(116, 268), bag(324, 268), bag(220, 184))
      break
    }
    case 'bricks':
    case 'hollowBricks':
    case 'blocks': {
      parts.push(pallet())
      const w = kind === 'blocks' ? 76 : 62
      const cols = kind === 'blocks' ? 5 : 6
      const rows = 5
      const x0 = 320 - (cols * (w + 4) - 4) / 2
      for (let row = 0; row < rows; row++) {
        for (let col = 0; col < cols; col++) {
          const x = x0 + col * (w + 4)
          const y = 352 - (row + 1) * 40
          const tone = shade(color, ((row * 7 + col * 3) % 5) * 0.05 - 0.08)
          parts.push(`<rect x="${x}" y="${y}" width="${w}" height="36" rx="2" fill="${tone}"/>`)
          if (kind === 'hollowBricks') {
            for (let h = 0; h < 3; h++) {
              for (let v = 0; v < 2; v++) {
                parts.push(`<rect x="${x + 8 + h * 17}" y="${y + 7 + v * 12}" width="12" height="8" rx="2" fill="${dark}"/>`)
              }
            }
          } else if (kind === 'blocks') {
            parts.push(
              `<rect x="${x + 8}" y="${y + 8}" width="26" height="20" rx="3" fill="${dark}"/><rect x="${x + 42}" y="${y + 8}" width="26" height="20" rx="3" fill="${dark}"/>`,
            )
          } else {
            parts.push(`<rect x="${x}" y="${y}" width="${w}" height="5" fill="${light}" opacity=".5"/>`)
          }
        }
      }
      break
    }
    case 'bars': {
      defs.push(
        `<pattern id="rib" width="9" height="9" patternUnits="userSpaceOnUse"><path d="M0 9L9 0" stroke="#000" stroke-opacity=".28" stroke-width="2"/></pattern>`,
      )
      for (let i = 0; i < 16; i++) {
        const y = 262 + (i % 8) * 11 + (i >= 8 ? -5 : 0)
        const x = 84 + ((i * 13) % 28)
        const tone = shade(color, ((i * 5) % 4) * 0.08 - 0.1)
        parts.push(`<rect x="${x}" y="${y}" width="460" height="9" rx="4.5" fill="${tone}"/>`)
        parts.push(`<rect x="${x}" y="${y}" width="460" height="9" rx="4.5" fill="url(#rib)"/>`)
      }
      for (const x of [170, 320, 470]) parts.push(`<rect x="${x}" y="250" width="7" height="110" rx="3" fill="#3a3a3a" opacity=".85"/>`)
      break
    }
    case 'sand':
    case 'stones': {
      parts.push('<path d="M70 374C170 300 230 178 320 166C410 178 470 300 570 374Z" fill="url(#mound)"/>')
      const count = kind === 'stones' ? 90 : 50
      for (let i = 0; i < count; i++) {
        const x = 110 + rng.next() * 420
        const top = 180 + Math.abs(x - 320) * 0.95
        const y = top + rng.next() * (370 - top)
        const r = kind === 'stones' ? 4 + rng.next() * 7 : 1.5 + rng.next() * 2
        const fill = shade(color, rng.next() * 0.5 - 0.3)
        parts.push(`<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(r)}" ry="${r1(r * 0.75)}" fill="${fill}"/>`)
      }
      parts.push('<path d="M468 128L404 300" stroke="#8b5a2b" stroke-width="9" stroke-linecap="round"/>')
      parts.push('<path d="M390 288l30 11-14 44-36-12z" fill="#5f6b73"/>')
      break
    }
    case 'sheets':
    case 'corrugated': {
      if (kind === 'corrugated') {
        defs.push(
          `<pattern id="cor" width="22" height="10" patternUnits="userSpaceOnUse"><rect width="11" height="10" fill="${light}"/><rect x="11" width="11" height="10" fill="${dark}"/></pattern>`,
        )
      }
      for (let i = 0; i < 9; i++) {
        const y = 352 - i * 11
        parts.push(`<rect x="120" y="${y}" width="400" height="10" fill="${shade(color, i % 2 ? -0.08 : -0.16)}"/>`)
        parts.push(`<path d="M520 ${y}l50 -44v10l-50 44z" fill="${shade(color, -0.25)}"/>`)
      }
      const top = 352 - 8 * 11
      parts.push(
        `<path d="M120 ${top}L520 ${top}L570 ${top - 44}L170 ${top - 44}Z" fill="${kind === 'corrugated' ? 'url(#cor)' : light}" stroke="${dark}" stroke-width="1.5"/>`,
      )
      break
    }
    case 'rolls': {
      for (const [cx, h] of [
        [200, 150],
        [440, 150],
        [320, 180],
      ] as const) {
        const top = 360 - h
        parts.push(`<rect x="${cx - 55}" y="${top}" width="110" height="${h}" fill="url(#obj)"/>`)
        parts.push(`<ellipse cx="${cx}" cy="360" rx="55" ry="16" fill="${dark}"/>`)
        parts.push(`<ellipse cx="${cx}" cy="${top}" rx="55" ry="16" fill="${light}"/>`)
        parts.push(`<ellipse cx="${cx}" cy="${top}" rx="14" ry="4.5" fill="${shade(color, -0.55)}"/>`)
        parts.push(`<rect x="${cx - 55}" y="${top + h * 0.45}" width="110" height="16" fill="#fff" opacity=".55"/>`)
      }
      break
    }
    case 'pipes': {
      const r = 30
      for (let row = 0; row < 4; row++) {
        const count = 5 - row
        for (let i = 0; i < count; i++) {
          const cx = 320 - (count - 1) * r + i * 2 * r
          const cy = 344 - row * r * 1.73
          parts.push(`<circle cx="${cx}" cy="${r1(cy)}" r="${r}" fill="${color}" stroke="${dark}" stroke-width="2"/>`)
          parts.push(`<circle cx="${cx}" cy="${r1(cy)}" r="${r - 9}" fill="${shade(color, -0.5)}"/>`)
          parts.push(
            `<path d="M${cx - 20} ${r1(cy - 14)}a24 24 0 0 1 20 -10" stroke="#fff" stroke-opacity=".6" stroke-width="3" fill="none"/>`,
          )
        }
      }
      break
    }
    case 'cans': {
      for (const [cx, s] of [
        [215, 0.9],
        [425, 0.9],
        [320, 1],
      ] as const) {
        const w = 130 * s
        const h = 150 * s
        const top = 366 - h
        parts.push(
          `<path d="M${r1(cx - w / 2)} ${r1(top)}L${r1(cx + w / 2)} ${r1(top)}L${r1(cx + w / 2 - 8)} 366L${r1(cx - w / 2 + 8)} 366Z" fill="#f7f7f4" stroke="#c9c9c4" stroke-width="2"/>`,
        )
        parts.push(
          `<rect x="${r1(cx - w / 2 + 4)}" y="${r1(top + h * 0.32)}" width="${r1(w - 8)}" height="${r1(h * 0.38)}" fill="${color}"/>`,
        )
        parts.push(
          `<rect x="${r1(cx - w / 4)}" y="${r1(top + h * 0.42)}" width="${r1(w / 2)}" height="${r1(h * 0.08)}" fill="#fff" opacity=".8"/>`,
        )
        parts.push(`<ellipse cx="${cx}" cy="${r1(top)}" rx="${r1(w / 2)}" ry="${r1(12 * s)}" fill="#d5d5d0"/>`)
        parts.push(
          `<path d="M${r1(cx - w / 2 + 6)} ${r1(top + 4)}Q${cx} ${r1(top - 70 * s)} ${r1(cx + w / 2 - 6)} ${r1(top + 4)}" stroke="#8a8a86" stroke-width="4" fill="none"/>`,
        )
      }
      break
    }
    case 'tiles': {
      parts.push(
        '<rect x="150" y="262" width="340" height="104" fill="#c9a26b"/><rect x="150" y="300" width="340" height="14" fill="#e9d8b4"/>',
      )
      parts.push('<path d="M150 262l30-26h340l-30 26z" fill="#d8b684"/><path d="M490 262l30-26v104l-30 26z" fill="#b08a58"/>')
      parts.push(
        `<g transform="rotate(-7 250 250)"><rect x="170" y="120" width="200" height="200" fill="${color}" stroke="${dark}" stroke-width="2"/>`,
      )
      parts.push(`<path d="M270 120v200M170 220h200" stroke="#fff" stroke-width="3"/>`)
      for (let i = 0; i < 4; i++) {
        parts.push(`<path d="M${180 + i * 45} 130q20 60 -5 180" stroke="${dark}" stroke-opacity=".18" stroke-width="2" fill="none"/>`)
      }
      parts.push('</g>')
      break
    }
    case 'tank': {
      parts.push(`<rect x="225" y="140" width="190" height="225" rx="34" fill="url(#obj)"/>`)
      for (let i = 0; i < 5; i++) parts.push(`<rect x="225" y="${180 + i * 36}" width="190" height="5" fill="${dark}" opacity=".35"/>`)
      parts.push(
        `<ellipse cx="320" cy="146" rx="72" ry="16" fill="${light}"/><ellipse cx="320" cy="140" rx="40" ry="9" fill="${shade(color, 0.45)}"/>`,
      )
      parts.push(`<rect x="405" y="320" width="34" height="12" rx="3" fill="#9aa3aa"/>`)
      break
    }
    case 'boards': {
      for (let row = 0; row < 8; row++) {
        const y = 352 - (row + 1) * 24
        const len = 380 + ((row * 37) % 60)
        const x = 320 - len / 2 + ((row * 19) % 30) - 15
        parts.push(`<rect x="${x}" y="${y}" width="${len}" height="22" fill="${shade(color, ((row * 3) % 4) * 0.06 - 0.06)}"/>`)
        parts.push(
          `<path d="M${x + 20} ${y + 8}q${len / 4} -6 ${len / 2} 0t${len / 2 - 40} 0" stroke="${dark}" stroke-opacity=".35" stroke-width="1.5" fill="none"/>`,
        )
        parts.push(`<ellipse cx="${x + len}" cy="${y + 11}" rx="6" ry="11" fill="${light}"/>`)
      }
      break
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480"><defs>${defs.join('')}</defs>${parts.join('')}</svg>`
}

function projectSvg(scene: ProjectScene, palette: number, sceneIndex: number): string {
  const rng = new Rng(2000 + sceneIndex * 10 + palette)
  const sky = palette === 0 ? ['#9fd3f2', '#e8f6ff'] : ['#f6c69c', '#fff1df']
  const ground = palette === 0 ? '#9cc47f' : '#c3b489'
  const sun = palette === 0 ? '#fff6c9' : '#ffd27a'
  const walls = ['#f3e6d3', '#e9eef2', '#f6dccb', '#e2ecdf', '#f1e4c6', '#e6e0f0']
  const wall = walls[(sceneIndex + palette * 3) % walls.length] as string
  const accent = palette === 0 ? '#c65b3b' : '#4e6d8c'
  const glass = palette === 0 ? '#bfe2f5' : '#ffe1bd'
  const parts: string[] = []
  const defs = [
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>`,
    `<linearGradient id="gr" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${ground}"/><stop offset="1" stop-color="${shade(ground, -0.15)}"/></linearGradient>`,
    `<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fd0e6"/><stop offset="1" stop-color="#2f93b8"/></linearGradient>`,
  ]
  const outdoor = () => {
    parts.push('<rect width="800" height="600" fill="url(#sky)"/>')
    parts.push(`<circle cx="${640 - palette * 420}" cy="${110 + palette * 40}" r="46" fill="${sun}"/>`)
    for (let i = 0; i < 3; i++) {
      const x = 80 + rng.next() * 640
      const y = 60 + rng.next() * 90
      parts.push(
        `<g fill="#fff" opacity=".85"><ellipse cx="${r1(x)}" cy="${r1(y)}" rx="58" ry="18"/><ellipse cx="${r1(x + 34)}" cy="${r1(y - 12)}" rx="34" ry="18"/></g>`,
      )
    }
    parts.push(`<path d="M0 430Q200 360 400 420T800 400V600H0Z" fill="${shade(ground, 0.25)}" opacity=".7"/>`)
    parts.push('<rect y="450" width="800" height="150" fill="url(#gr)"/>')
  }
  const tree = (x: number, s: number) =>
    `<rect x="${x - 7 * s}" y="${450 - 90 * s}" width="${14 * s}" height="${90 * s}" fill="#7a5535"/><circle cx="${x}" cy="${450 - 110 * s}" r="${48 * s}" fill="#5f9a4f"/><circle cx="${x - 30 * s}" cy="${450 - 85 * s}" r="${32 * s}" fill="#6fae5c"/><circle cx="${x + 30 * s}" cy="${450 - 88 * s}" r="${30 * s}" fill="#68a656"/>`
  const windowAt = (x: number, y: number, w: number, h: number) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${glass}" stroke="#fff" stroke-width="4"/><path d="M${x + w / 2} ${y}v${h}M${x} ${y + h / 2}h${w}" stroke="#fff" stroke-width="3"/>`

  switch (scene) {
    case 'house': {
      outdoor()
      parts.push(`<rect x="240" y="282" width="320" height="170" fill="${wall}"/>`)
      parts.push(
        `<path d="M218 292L400 168L582 292Z" fill="${accent}"/><rect x="488" y="190" width="30" height="60" fill="${shade(accent, -0.2)}"/>`,
      )
      parts.push(`<rect x="370" y="362" width="60" height="90" fill="#8a5a3b"/><circle cx="418" cy="410" r="4" fill="#e6c36a"/>`)
      parts.push(windowAt(270, 320, 72, 58), windowAt(458, 320, 72, 58))
      parts.push(tree(650, 1), tree(130, 0.8))
      parts.push(`<path d="M370 452L340 600H460L430 452Z" fill="#d9cdb8"/>`)
      break
    }
    case 'building': {
      outdoor()
      parts.push(
        `<rect x="140" y="270" width="160" height="182" fill="${shade(wall, -0.08)}"/><rect x="520" y="220" width="140" height="232" fill="${shade(wall, -0.12)}"/>`,
      )
      parts.push(`<rect x="300" y="100" width="220" height="352" fill="${wall}"/>`)
      for (let row = 0; row < 8; row++) {
        for (let col = 0; col < 4; col++) {
          parts.push(`<rect x="${316 + col * 52}" y="${120 + row * 38}" width="36" height="24" fill="${glass}"/>`)
        }
        parts.push(`<rect x="300" y="${146 + row * 38}" width="220" height="4" fill="${shade(wall, -0.2)}"/>`)
      }
      parts.push(`<rect x="300" y="420" width="220" height="32" fill="${shade(accent, -0.1)}"/>`)
      for (let i = 0; i < 4; i++) parts.push(`<rect x="${160 + i * 36}" y="${300}" width="22" height="30" fill="${glass}"/>`)
      parts.push(tree(700, 0.7))
      break
    }
    case 'works': {
      outdoor()
      const x0 = 260
      for (let floor = 0; floor < 5; floor++) {
        const y = 450 - (floor + 1) * 62
        parts.push(`<rect x="${x0 - 10}" y="${y}" width="300" height="10" fill="#b9b6ae"/>`)
        for (let c = 0; c < 4; c++) parts.push(`<rect x="${x0 + c * 90}" y="${y + 10}" width="12" height="52" fill="#c8c5bd"/>`)
        if (floor < 2) {
          for (let b = 0; b < 3; b++)
            parts.push(`<rect x="${x0 + 12 + b * 90}" y="${y + 24}" width="78" height="38" fill="#c8643b" opacity=".9"/>`)
        }
      }
      parts.push('<path d="M610 450V90M630 450V90" stroke="#e8b423" stroke-width="6"/>')
      for (let y = 100; y < 450; y += 40) parts.push(`<path d="M610 ${y}L630 ${y + 40}" stroke="#e8b423" stroke-width="3"/>`)
      parts.push(
        '<path d="M420 96H760M560 96L620 60L700 96" stroke="#e8b423" stroke-width="6" fill="none"/><rect x="700" y="100" width="40" height="30" fill="#7a7a7a"/>',
      )
      parts.push('<path d="M470 96V220" stroke="#444" stroke-width="2"/><rect x="455" y="220" width="30" height="18" fill="#c65b3b"/>')
      parts.push(`<rect x="120" y="380" width="90" height="70" fill="#d9cdb8"/><path d="M120 380h90" stroke="#8f8a7f" stroke-width="4"/>`)
      break
    }
    case 'interior': {
      parts.push(`<rect width="800" height="600" fill="${wall}"/>`)
      parts.push(`<rect y="440" width="800" height="160" fill="${shade(wall, -0.22)}"/>`)
      for (let i = 0; i <= 10; i++)
        parts.push(`<path d="M${400 + (i - 5) * 60} 440L${400 + (i - 5) * 160} 600" stroke="#fff" stroke-opacity=".45" stroke-width="2"/>`)
      parts.push('<path d="M0 500H800M0 550H800" stroke="#fff" stroke-opacity=".35" stroke-width="2"/>')
      parts.push(
        `<rect x="70" y="90" width="220" height="170" fill="url(#sky)" stroke="#fff" stroke-width="10"/><path d="M180 90v170" stroke="#fff" stroke-width="6"/>`,
      )
      parts.push(`<rect x="340" y="110" width="380" height="110" fill="${shade(accent, 0.45)}"/>`)
      for (let i = 0; i < 4; i++) parts.push(`<rect x="${348 + i * 93}" y="118" width="85" height="94" fill="${shade(accent, 0.55)}"/>`)
      parts.push(
        `<rect x="320" y="318" width="420" height="16" fill="#5b5f63"/><rect x="330" y="334" width="400" height="106" fill="${shade(accent, 0.35)}"/>`,
      )
      for (let i = 0; i < 4; i++)
        parts.push(
          `<rect x="${338 + i * 98}" y="342" width="90" height="90" fill="${shade(accent, 0.45)}"/><rect x="${374 + i * 98}" y="350" width="18" height="4" fill="#666"/>`,
        )
      parts.push(
        '<path d="M470 0V60M590 0V60" stroke="#555" stroke-width="2"/><path d="M450 60h40l-8 22h-24zM570 60h40l-8 22h-24z" fill="#2f3437"/>',
      )
      parts.push('<rect x="110" y="370" width="44" height="70" fill="#b5835a"/><circle cx="132" cy="350" r="34" fill="#6fae5c"/>')
      break
    }
    case 'pool': {
      outdoor()
      parts.push(`<rect x="40" y="250" width="240" height="202" fill="${wall}"/><path d="M30 258L160 200L290 258Z" fill="${accent}"/>`)
      parts.push(`<rect x="90" y="320" width="140" height="132" fill="${glass}" stroke="#fff" stroke-width="5"/>`)
      parts.push('<path d="M190 470H700L760 590H130Z" fill="#efe6d6"/>')
      parts.push('<path d="M215 482H680L730 574H160Z" fill="url(#water)"/>')
      for (let i = 0; i < 6; i++) {
        const y = 500 + i * 12
        parts.push(
          `<path d="M${230 + i * 6} ${y}q40 -8 80 0t80 0t80 0t80 0" stroke="#fff" stroke-opacity=".45" stroke-width="2" fill="none"/>`,
        )
      }
      parts.push('<path d="M560 452l90 0l20 -30" stroke="#fff" stroke-width="8" fill="none"/>')
      parts.push(tree(720, 0.9))
      break
    }
    case 'warehouse': {
      outdoor()
      parts.push(`<rect x="150" y="250" width="500" height="202" fill="${wall}"/>`)
      parts.push(`<path d="M138 258Q400 110 662 258Z" fill="${shade('#9aa6b0', palette * 0.1)}"/>`)
      for (let i = 0; i < 12; i++)
        parts.push(
          `<path d="M${180 + i * 40} ${258 - Math.round(Math.sin(((i + 0.5) / 12) * Math.PI) * 100)}V258" stroke="#fff" stroke-opacity=".35" stroke-width="2"/>`,
        )
      parts.push('<rect x="320" y="320" width="160" height="132" fill="#7d8790"/>')
      for (let y = 330; y < 450; y += 14) parts.push(`<path d="M320 ${y}H480" stroke="#5f6970" stroke-width="2"/>`)
      for (let i = 0; i < 3; i++)
        parts.push(
          `<rect x="${180 + i * 40}" y="290" width="28" height="20" fill="${glass}"/><rect x="${510 + i * 40}" y="290" width="28" height="20" fill="${glass}"/>`,
        )
      parts.push(
        `<rect x="560" y="400" width="120" height="50" rx="6" fill="${accent}"/><rect x="680" y="412" width="46" height="38" rx="6" fill="${shade(accent, -0.2)}"/><circle cx="590" cy="452" r="12" fill="#333"/><circle cx="700" cy="452" r="12" fill="#333"/>`,
      )
      break
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600"><defs>${defs.join('')}</defs>${parts.join('')}</svg>`
}

function demoImageJobs() {
  const jobs: { key: string; svg: () => string; width: number; height: number }[] = []
  MATERIAL_ART.forEach((_, index) => jobs.push({ key: materialImageKey(index), svg: () => materialSvg(index), width: 640, height: 480 }))
  PROJECT_SCENES.forEach((scene, sceneIndex) => {
    for (let palette = 0; palette < PROJECT_PALETTES; palette++) {
      jobs.push({ key: projectImageKey(sceneIndex, palette), svg: () => projectSvg(scene, palette, sceneIndex), width: 800, height: 600 })
    }
  })
  return jobs
}

/** The keys of the shared demo image pool (for db:reset, which renders them anew). */
export function demoImageKeys(): string[] {
  return demoImageJobs().map((job) => job.key)
}

/** Renders the shared image pool once into the storage; images already there are kept. Returns their count. */
export async function renderImages(storage: ImageStorage): Promise<number> {
  const jobs = demoImageJobs()
  await Promise.all(
    jobs.map(async (job) => {
      const existing = await storage.get(job.key)
      if (existing) return existing.body.cancel()
      const image = await sharp(Buffer.from(job.svg())).resize(job.width, job.height).webp({ quality: 70, effort: 4 }).toBuffer()
      // The storage writes atomically, so an interrupted run never leaves a truncated image behind.
      await storage.put(job.key, image, 'image/webp')
    }),
  )
  return jobs.length
}
