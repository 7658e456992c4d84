import type { ReactNode } from 'react'
import type { SectorIcon as SectorIconName } from '~/taxonomy'
import { StrokeIcon } from '~/components/ui/Icon'

const PATHS: Record<SectorIconName, ReactNode> = {
  'hard-hat': (
    <>
      <rect x="2" y="16" width="20" height="3" rx="1.5" />
      <path d="M5 16v-2a7 7 0 0 1 5-6.7M14 7.3a7 7 0 0 1 5 6.7v2" />
      <path d="M10 12V6a1 1 0 0 1 1-1h2a1 1 0 0 1 1 1v6" />
    </>
  ),
  shovel: (
    <>
      <path d="m17 3 4 4" />
      <path d="m19 5-7.5 7.5" />
      <path d="m8.5 9.5 6 6-3.8 3.8a3 3 0 0 1-4.2 0l-1.8-1.8a3 3 0 0 1 0-4.2z" />
    </>
  ),
  foundation: (
    <>
      <path d="M9 3v11M15 3v11" />
      <rect x="3" y="14" width="18" height="4" rx="1" />
      <path d="M6 18v3M12 18v3M18 18v3" />
    </>
  ),
  bricks: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="1" />
      <path d="M3 9.7h18M3 14.3h18" />
      <path d="M9 5v4.7M15 5v4.7M6 9.7v4.6M12 9.7v4.6M18 9.7v4.6M9 14.3V19M15 14.3V19" />
    </>
  ),
  beam: <path d="M5 4h14v3h-5v10h5v3H5v-3h5V7H5z" />,
  roof: (
    <>
      <path d="m2 12 10-8 10 8" />
      <path d="M5 10v10h14V10" />
      <path d="M16 6.8V4h2.5v4.8" />
      <path d="M10 20v-5h4v5" />
    </>
  ),
  plug: (
    <>
      <path d="M9 3v5M15 3v5" />
      <path d="M6 8h12v3a6 6 0 0 1-12 0z" />
      <path d="M12 17v4" />
    </>
  ),
  door: (
    <>
      <path d="M3 21h18" />
      <path d="M6 21V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v17" />
      <path d="M14.5 12h.01" />
    </>
  ),
  'paint-roller': (
    <>
      <rect x="3" y="3" width="15" height="6" rx="1.5" />
      <path d="M18 6h2a1 1 0 0 1 1 1v4a1 1 0 0 1-1 1h-8v3" />
      <rect x="10" y="15" width="4" height="6" rx="1" />
    </>
  ),
  thermometer: (
    <>
      <path d="M14 14.8V5a2 2 0 0 0-4 0v9.8a4 4 0 1 0 4 0z" />
      <path d="M12 11v6" />
      <path d="M18 5h2M18 9h2" />
    </>
  ),
  star: <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2-5.6-2.9-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z" />,
  road: (
    <>
      <path d="M8 3 4 21M16 3l4 18" />
      <path d="M12 4v2.5M12 10.5v3M12 17.5V20" />
    </>
  ),
}

/** The line icon of a trade sector; decorative, the sector's title names it. */
export function SectorIcon({ name, className }: { name: SectorIconName; className?: string }) {
  return (
    <StrokeIcon className={className} size={24} strokeWidth={1.75} roundJoins>
      {PATHS[name]}
    </StrokeIcon>
  )
}
