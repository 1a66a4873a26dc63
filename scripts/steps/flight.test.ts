// React's payload without the second copy of what the page holds: the row reader, the cut, and the page's inline scripts,
// on hand-made payloads (each case) and on a real page as the installed Next.js writes it (the fixture).
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  applyCuts,
  BOOTSTRAP,
  cutChunks,
  flightRows,
  isPayloadScript,
  pagePayloadEdits,
  type PayloadChunk,
  payloadChunk,
  pushScript,
  textCuts,
} from './flight'
import { FIXTURE } from './flight-fixture'
import { applyEdits, attr, find, findAll, isInlineScript, parseHtml, text } from './html'

const bytes = (text: string) => new TextEncoder().encode(text)
const str = (data: Uint8Array) => new TextDecoder().decode(data)
/** A text row: its length is in bytes, not characters. */
const textRow = (id: string, text: string) => `${id}:T${bytes(text).length.toString(16)},${text}`
/** The payload scripts of a page, and the stream they push as React reads it. */
const payloadScripts = (html: string) => findAll(parseHtml(html), 'script').map(text).filter(isPayloadScript)
const streamOf = (html: string) =>
  payloadScripts(html)
    .flatMap((code) => payloadChunk(code) ?? [])
    .map((chunk) => str(chunk.bytes))
    .join('')
const CSS = 'body{color:red}.é:after{content:"→"}'
/** A payload as Next writes it: module rows, the stylesheet's text, the layout that renders it, the page. */
const stream = (css = CSS, extra = '') =>
  `1:"$Sreact.fragment"\n2:I[39756,["/_next/a.js"],"default"]\n${textRow('6', css)}` +
  `0:["$","html",null,{"children":[["$","style",null,{"precedence":"next","href":"/a.css","children":"$6"}],"$L7"${extra}]}]\n` +
  `7:["$","p",null,{"children":"héllo"}]\n`

describe('flightRows', () => {
  it('reads rows as React does: JSON and tagged rows to the newline, text rows by their byte length', () => {
    const rows = flightRows(bytes(stream()))
    expect(rows.map((r) => `${r.id}${r.tag}`)).toEqual(['1', '2I', '6T', '0', '7'])
    const text = rows[2]
    expect(str(bytes(stream()).subarray(text.dataStart, text.end))).toBe(CSS)
  })

  it('fails on what is not a payload, naming the place', () => {
    expect(() => flightRows(bytes('<!DOCTYPE html>'))).toThrow(/not a React payload at byte 0 \(no row id\)/)
    expect(() => flightRows(bytes('6:T40,short'))).toThrow(/a T row of 64 bytes runs past the end/)
  })
})

const SCRIPT = 'document.documentElement.dataset.js=""'
/** A payload whose layout also renders an inline script, its text in a row of its own. */
const withScript = (extra = '') =>
  textRow('9', SCRIPT) + stream(CSS, `,["$","script",null,{"dangerouslySetInnerHTML":{"__html":"$9"}}]${extra}`)

describe('textCuts', () => {
  it('empties the text of a stylesheet the document has, and nothing else', () => {
    const payload = bytes(stream())
    const { cuts, found } = textCuts(payload, new Set(['/a.css']))
    expect(found).toEqual(['/a.css'])
    const after = applyCuts(payload, cuts)
    expect(str(after)).toBe(stream().replace(textRow('6', CSS), '6:T0,'))
    // Still a payload, with the same rows.
    expect(flightRows(after).map((r) => r.id)).toEqual(['1', '2', '6', '0', '7'])
    expect(textCuts(payload, new Set(['/other.css'])).cuts).toEqual([])
  })

  it('tells a reference to row c6 from one to row 6', () => {
    // React reads "$c6:…" as row c6 and a path into it: a hex digit after $ is never a tag letter.
    const payload = bytes(stream(CSS, ',["$","p",null,{"names":"$c6:props:children"}]'))
    expect(textCuts(payload, new Set(['/a.css'])).cuts).toHaveLength(1)
  })

  it('empties the text of a script that the caller accepts, and nothing else', () => {
    const payload = bytes(withScript())
    const { cuts, stylesheets } = textCuts(payload, new Set(['/a.css']), (text) => text === SCRIPT)
    expect(stylesheets).toBe(1)
    expect(str(applyCuts(payload, cuts))).toBe(withScript().replace(textRow('9', SCRIPT), '9:T0,').replace(textRow('6', CSS), '6:T0,'))
    expect(textCuts(payload, new Set(['/a.css']), (text) => text === `${SCRIPT};`).cuts).toHaveLength(1)
    expect(() => textCuts(bytes(withScript(',["$","pre",null,{"children":"$9"}]')), new Set(), () => true)).toThrow(
      /the text of a script \(row 9\) is referenced by something other than the script/,
    )
  })

  it('refuses to empty a text that something other than the stylesheet refers to', () => {
    const payload = bytes(stream(CSS, ',["$","pre",null,{"children":"$6"}]'))
    expect(() => textCuts(payload, new Set(['/a.css']))).toThrow(/referenced by something other than the stylesheet/)
  })
})

describe('cutChunks', () => {
  it('cuts a row split over several chunks, each chunk keeping whole characters', () => {
    const whole = bytes(stream())
    const at = str(whole).indexOf('.é')
    // Split inside the stylesheet's text, on character boundaries, as Next's chunks are.
    const split = [0, bytes(str(whole).slice(0, at + 1)).length, bytes(str(whole).slice(0, at + 4)).length, whole.length]
    const chunks: PayloadChunk[] = split.slice(1).map((end, i) => ({ kind: 1, bytes: whole.subarray(split[i], end) }))
    const { cuts } = textCuts(whole, new Set(['/a.css']))
    const result = cutChunks(chunks, cuts)
    expect(result[1].bytes.length).toBe(0)
    expect(str(new Uint8Array(Buffer.concat(result.map((c) => c.bytes))))).toBe(str(applyCuts(whole, cuts)))
  })
})

describe('payloadChunk', () => {
  it('reads a text or base64 chunk that Next’s escaping writes back the same', () => {
    const code = pushScript({ kind: 1, bytes: bytes('0:"</script>&"\n') })
    expect(code).toBe('self.__next_f.push([1,"0:\\"\\u003c/script\\u003e\\u0026\\"\\n"])')
    expect(str(payloadChunk(code)!.bytes)).toBe('0:"</script>&"\n')
    expect(payloadChunk('self.__next_f.push([3,"AAE="])')!.bytes).toEqual(new Uint8Array([0, 1]))
    expect(payloadChunk('(self.__next_f=self.__next_f||[]).push([0])')).toBeUndefined()
  })

  it('fails on a form it does not know', () => {
    expect(() => payloadChunk('self.__next_f.push([2,{}])')).toThrow(/an inline payload script of an unknown form/)
    expect(() => payloadChunk('self.__next_f.push([1,"<"])')).toThrow(/no longer escapes as this step does/)
    expect(() => payloadChunk("self.__next_f.push([1,'x'])")).toThrow(/an inline payload script of an unknown form/)
  })
})

describe('isPayloadScript', () => {
  const one = pushScript({ kind: 1, bytes: bytes('0:"a\'b"\n') })

  it('knows the bootstrap and a push as Next writes them', () => {
    expect([BOOTSTRAP, one, pushScript({ kind: 3, bytes: new Uint8Array([0, 1]) })].map(isPayloadScript)).toEqual([true, true, true])
  })

  it('knows no script that is anything more', () => {
    for (const code of [
      '',
      `${one};`,
      `${one};alert(1)`,
      `${one}alert(1)`,
      `alert(1);${one}`,
      `${BOOTSTRAP};${one}`,
      'self.__next_f.push([2,"x"])',
      `(${BOOTSTRAP})`,
    ])
      expect(isPayloadScript(code), code).toBe(false)
  })
})

describe('pagePayloadEdits', () => {
  const page = (payload: string, style = '<style data-precedence="next" data-href="/a.css">body{}</style>') => {
    const middle = Math.floor(payload.length / 2)
    const scripts = [payload.slice(0, middle), payload.slice(middle)].map(
      (part) => `<script>${pushScript({ kind: 1, bytes: bytes(part) })}</script>`,
    )
    return `<!DOCTYPE html><html><head>${style}</head><body><p>x</p><script>(self.__next_f=self.__next_f||[]).push([0])</script>${scripts.join('')}</body></html>`
  }

  it('takes the stylesheet out of the page’s payload and updates the tree to match', () => {
    const html = page(stream())
    const doc = parseHtml(html)
    const { edits, stylesheets, saved } = pagePayloadEdits(doc)
    expect(stylesheets).toEqual(['/a.css'])
    expect(saved).toBe(bytes(textRow('6', CSS)).length - '6:T0,'.length)
    const written = applyEdits(html, edits)
    expect(streamOf(written)).toBe(stream().replace(textRow('6', CSS), '6:T0,'))
    // What the policy will hash is what is written.
    expect(findAll(doc, 'script').map(text)).toEqual(payloadScripts(written))
  })

  it('takes out the text of an inline script the page holds, and only that one', () => {
    /** The payload a page carries once edited. */
    const payloadOf = (html: string) => streamOf(applyEdits(html, pagePayloadEdits(parseHtml(html)).edits))
    const withoutCss = withScript().replace(textRow('6', CSS), '6:T0,')
    expect(payloadOf(page(withScript()).replace('<p>x</p>', `<script>${SCRIPT}</script>`))).toBe(
      withoutCss.replace(textRow('9', SCRIPT), '9:T0,'),
    )
    // A page without that script keeps the payload's copy.
    expect(payloadOf(page(withScript()))).toBe(withoutCss)
  })

  it('leaves a page without an inline stylesheet as it is', () => {
    expect(pagePayloadEdits(parseHtml(page(stream(), ''))).edits).toEqual([])
  })

  it('fails when the page has its stylesheet inline and the payload no longer carries it as this step expects', () => {
    const without = stream().replace('"precedence":"next",', '')
    expect(() => pagePayloadEdits(parseHtml(page(without)))).toThrow(
      /carries \/a\.css inline, and its React payload renders no stylesheet with its text in a row/,
    )
  })
})

/** The rows a JSON row references, as React's parseModelString reads them: `"$6"`, `"$L6"`, `"$c6:props"`. */
function referencedRows(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') {
    const ref = /^\$[g-zA-Z@]?([0-9a-f]+)(?::|$)/.exec(value)
    if (ref) into.push(ref[1])
  } else if (value && typeof value === 'object') for (const item of Object.values(value)) referencedRows(item, into)
  return into
}

describe('a real page and its route data, as Next wrote them (fixtures/flight, captured by flight-fixture.ts)', () => {
  const html = fs.readFileSync(FIXTURE.page, 'utf8')
  const routeData = new Uint8Array(fs.readFileSync(FIXTURE.routeData))
  const inline = findAll(parseHtml(html), isInlineScript).map(text)
  const pushes = inline.filter((code) => code.startsWith('self.__next_f.push('))
  const stream = new Uint8Array(Buffer.concat(pushes.map((code) => payloadChunk(code)!.bytes)))
  const stylesheets = findAll(parseHtml(html), (el) => el.tagName === 'style' && attr(el, 'data-href') !== undefined)
  const headScript = text(find(parseHtml(html), (el) => el.tagName === 'script' && attr(el, 'data-inline-script') === 'head')!)

  it('carries its payload as the bootstrap, then pushes that Next’s escaping writes back the same [bet: payload-scripts]', () => {
    const payload = inline.filter((code) => code.includes('__next_f'))
    expect(payload[0]).toBe(BOOTSTRAP)
    expect(pushes.length, 'push scripts').toBeGreaterThan(0)
    expect(payload.filter((code) => !isPayloadScript(code))).toEqual([])
  })

  it('carries a payload and route data that read as rows to their last byte, each reference to a row of the stream [bet: flight-rows]', () => {
    for (const bytes of [stream, routeData]) {
      const rows = flightRows(bytes)
      expect(rows.at(-1)!.end).toBe(bytes.length)
      const ids = new Set(rows.map((row) => row.id))
      const json = rows.filter((row) => row.tag === '').map((row) => JSON.parse(str(bytes.subarray(row.dataStart, row.end))) as unknown)
      expect(json.length, 'JSON rows').toBeGreaterThan(10)
      expect(json.flatMap((value) => referencedRows(value)).filter((id) => !ids.has(id))).toEqual([])
    }
  })

  it('carries its stylesheet inline and again as a text row of its payload, which the build empties [bet: inline-css, css-in-payload]', () => {
    expect(stylesheets.length, 'inline stylesheets').toBeGreaterThan(0)
    for (const style of stylesheets) expect(str(stream)).toContain(text(style))
    const doc = parseHtml(html)
    const { edits, saved } = pagePayloadEdits(doc)
    expect(saved).toBeGreaterThanOrEqual(stylesheets.reduce((sum, style) => sum + bytes(text(style)).length, 0))
    const written = streamOf(applyEdits(html, edits))
    for (const style of stylesheets) expect(written).not.toContain(text(style))
    // The same rows, in the same order: only texts were emptied.
    expect(flightRows(bytes(written)).map((row) => row.id)).toEqual(flightRows(stream).map((row) => row.id))
  })

  it('carries its head script as a text row of its payload, which the build empties in the page [bet: script-text]', () => {
    expect(headScript.length).toBeGreaterThanOrEqual(1024)
    expect(str(stream)).toContain(headScript)
    expect(streamOf(applyEdits(html, pagePayloadEdits(parseHtml(html)).edits))).not.toContain(headScript)
  })

  it('has route data whose stylesheet and scripts’ texts the build empties, the rows kept [bet: css-in-payload, script-text, route-data]', () => {
    const { cuts } = textCuts(routeData, new Set(stylesheets.map((style) => attr(style, 'data-href')!)), () => true)
    const stripped = str(applyCuts(routeData, cuts))
    for (const style of stylesheets) expect(stripped).not.toContain(text(style))
    expect(stripped).not.toContain(headScript)
    expect(flightRows(bytes(stripped)).map((row) => row.id)).toEqual(flightRows(routeData).map((row) => row.id))
  })
})
