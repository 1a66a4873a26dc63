// Simplified drawings of the app's modules, without words so one drawing serves both languages.
// Colours come from the theme tokens, so each drawing follows light and dark mode.
import type { ReactNode } from 'react'

export const appModules = ['contacts', 'deals', 'products', 'activities', 'reports', 'sharedDatabase', 'businessCoach'] as const
export type AppModule = (typeof appModules)[number]

/** A text line placeholder. */
const Line = ({ x, y, w, strong = false }: { x: number; y: number; w: number; strong?: boolean }) => (
  <rect x={x} y={y} width={w} height={6} rx={3} className={strong ? 'fill-fg' : 'fill-muted'} opacity={strong ? 0.85 : 0.45} />
)

const Card = ({ x, y, w, h }: { x: number; y: number; w: number; h: number }) => (
  <rect x={x} y={y} width={w} height={h} rx={10} className="fill-bg stroke-border" strokeWidth={2} />
)

const Avatar = ({ cx, cy, r = 12 }: { cx: number; cy: number; r?: number }) => (
  <g>
    <circle cx={cx} cy={cy} r={r} className="fill-accent-soft stroke-accent" strokeWidth={2} />
    <circle cx={cx} cy={cy - r * 0.25} r={r * 0.3} className="fill-accent" />
    <path d={`M${cx - r * 0.55} ${cy + r * 0.6} a${r * 0.55} ${r * 0.45} 0 0 1 ${r * 1.1} 0`} className="fill-accent" />
  </g>
)

const DRAWINGS: Record<AppModule, ReactNode> = {
  contacts: (
    <>
      {[30, 82, 134].map((y, i) => (
        <g key={y}>
          <Card x={20} y={y} w={200} h={42} />
          <Avatar cx={44} cy={y + 21} />
          <Line x={66} y={y + 12} w={[90, 70, 100][i]} strong />
          <Line x={66} y={y + 25} w={[60, 80, 50][i]} />
          <circle cx={198} cy={y + 21} r={10} className="fill-success-soft stroke-success" strokeWidth={2} />
          <path d={`M194 ${y + 17} l3 0 l1 3 l-2 1 a6 6 0 0 0 3 3 l1 -2 l3 1 l0 3 a8 8 0 0 1 -9 -9z`} className="fill-success" />
        </g>
      ))}
      <g>
        <rect x={170} y={4} width={52} height={20} rx={10} className="fill-accent" />
        <path
          d="M196 9v10m-4-4 4 4 4-4"
          className="stroke-accent-fg"
          strokeWidth={2}
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
    </>
  ),
  deals: (
    <>
      {[
        { x: 12, tone: 'fill-accent', cards: 3 },
        { x: 88, tone: 'fill-warning', cards: 2 },
        { x: 164, tone: 'fill-success', cards: 1 },
      ].map((col) => (
        <g key={col.x}>
          <rect x={col.x} y={20} width={66} height={160} rx={10} className="fill-surface stroke-border" strokeWidth={2} />
          <rect x={col.x + 8} y={30} width={50} height={6} rx={3} className={col.tone} />
          {Array.from({ length: col.cards }, (_, i) => (
            <g key={i}>
              <Card x={col.x + 6} y={46 + i * 42} w={54} h={34} />
              <Line x={col.x + 12} y={54 + i * 42} w={38} strong />
              <Line x={col.x + 12} y={66 + i * 42} w={24} />
            </g>
          ))}
        </g>
      ))}
      <path d="M70 70 q14 -18 30 -4" className="stroke-accent" strokeWidth={2} fill="none" strokeDasharray="4 4" />
      <path d="m96 60 5 6-7 2" className="stroke-accent" strokeWidth={2} fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
  products: (
    <>
      {[24, 70, 116].map((y, i) => (
        <g key={y}>
          <Card x={14} y={y} w={120} h={38} />
          <rect
            x={24}
            y={y + 9}
            width={20}
            height={20}
            rx={5}
            className={['fill-accent-soft', 'fill-warning-soft', 'fill-success-soft'][i]}
          />
          <Line x={52} y={y + 10} w={60} strong />
          <Line x={52} y={y + 22} w={40} />
        </g>
      ))}
      <path
        d="M140 90h16m-5-5 5 5-5 5"
        className="stroke-accent"
        strokeWidth={2}
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <g>
        <path d="M162 30h44l14 14v120h-58z" className="fill-bg stroke-border" strokeWidth={2} />
        <path d="M206 30v14h14" className="fill-surface stroke-border" strokeWidth={2} />
        <rect x={170} y={44} width={26} height={8} rx={3} className="fill-accent" />
        <Line x={170} y={64} w={40} />
        <Line x={170} y={78} w={34} />
        <Line x={170} y={92} w={40} />
        <rect x={170} y={112} width={42} height={2} className="fill-border" />
        <Line x={186} y={124} w={26} strong />
        <rect x={170} y={142} width={42} height={12} rx={6} className="fill-success-soft stroke-success" strokeWidth={1.5} />
      </g>
    </>
  ),
  activities: (
    <>
      <path d="M40 28v150" className="stroke-border" strokeWidth={3} />
      {[
        { y: 38, done: true },
        { y: 88, done: true },
        { y: 138, done: false },
      ].map(({ y, done }) => (
        <g key={y}>
          <circle cx={40} cy={y + 12} r={11} className={done ? 'fill-success stroke-success' : 'fill-bg stroke-accent'} strokeWidth={2} />
          {done && (
            <path
              d={`m35 ${y + 12} 4 4 7-8`}
              className="stroke-bg"
              strokeWidth={2.5}
              fill="none"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          )}
          <Card x={62} y={y - 4} w={150} h={34} />
          <Line x={72} y={y + 4} w={done ? 90 : 96} strong />
          <Line x={72} y={y + 16} w={done ? 60 : 50} />
        </g>
      ))}
      <g>
        <circle cx={196} cy={151} r={14} className="fill-warning-soft stroke-warning" strokeWidth={2} />
        <path
          d="M190 155h12l-2-3v-4a4 4 0 0 0-8 0v4zM194 158h4"
          className="stroke-warning"
          strokeWidth={1.8}
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
    </>
  ),
  reports: (
    <>
      <Card x={14} y={20} w={130} h={160} />
      {[40, 62, 54, 86, 104].map((h, i) => (
        <rect
          key={i}
          x={28 + i * 22}
          y={164 - h}
          width={14}
          height={h}
          rx={3}
          className={i === 4 ? 'fill-accent' : 'fill-accent-soft stroke-accent'}
          strokeWidth={1.5}
        />
      ))}
      <path
        d="M30 110 52 96 74 102 96 72 118 56"
        className="stroke-success"
        strokeWidth={2.5}
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <Card x={154} y={20} w={72} h={74} />
      <circle cx={190} cy={57} r={24} className="stroke-accent-soft" strokeWidth={10} fill="none" />
      <path d="M190 33a24 24 0 1 1-22.8 31.4" className="stroke-accent" strokeWidth={10} fill="none" />
      <Card x={154} y={104} w={72} h={76} />
      <Line x={164} y={118} w={40} />
      <rect x={164} y={134} width={50} height={12} rx={4} className="fill-fg" opacity={0.85} />
      <Line x={164} y={158} w={30} />
    </>
  ),
  sharedDatabase: (
    <>
      <path d="M62 52 102 88M178 52 138 88M120 160v-30" className="stroke-accent" strokeWidth={2} strokeDasharray="5 4" />
      <g>
        <ellipse cx={120} cy={88} rx={30} ry={10} className="fill-accent-soft stroke-accent" strokeWidth={2} />
        <path d="M90 88v36c0 5.5 13.4 10 30 10s30-4.5 30-10V88" className="fill-accent-soft stroke-accent" strokeWidth={2} />
        <path d="M90 106c0 5.5 13.4 10 30 10s30-4.5 30-10" className="stroke-accent" strokeWidth={2} fill="none" />
      </g>
      <Avatar cx={50} cy={40} r={22} />
      <Avatar cx={190} cy={40} r={22} />
      <Avatar cx={120} cy={170} r={20} />
    </>
  ),
  businessCoach: (
    <>
      <path
        d="M20 34a14 14 0 0 1 14-14h120a14 14 0 0 1 14 14v56a14 14 0 0 1-14 14H60l-24 18v-18h-2a14 14 0 0 1-14-14z"
        className="fill-accent-soft stroke-accent"
        strokeWidth={2}
      />
      <g>
        <circle cx={50} cy={58} r={14} className="fill-warning-soft stroke-warning" strokeWidth={2} />
        <path d="M46 66h8M47 52a5 5 0 0 1 6 0" className="stroke-warning" strokeWidth={2} fill="none" strokeLinecap="round" />
      </g>
      <Line x={76} y={44} w={74} strong />
      <Line x={76} y={58} w={60} />
      <Line x={76} y={72} w={68} />
      <Card x={86} y={116} w={140} h={70} />
      <path
        d="M100 170 128 150 150 158 190 128"
        className="stroke-success"
        strokeWidth={3}
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M178 126h14v14" className="stroke-success" strokeWidth={3} fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
}

/** The drawing of one module, described for screen readers by `label`. */
export function ModuleIllustration({ module, label }: { module: AppModule; label: string }) {
  return (
    <div className="rounded-card border border-border bg-surface p-6">
      <svg viewBox="0 0 240 200" role="img" aria-label={label} className="mx-auto h-auto w-full max-w-sm" data-module={module}>
        {DRAWINGS[module]}
      </svg>
    </div>
  )
}
