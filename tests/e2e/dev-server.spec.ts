// `npm run dev` as a writer uses it: a help page open in the browser follows its MDX file as it is saved, a broken
// front matter shows the file and the field without stopping the server, and fixing it recovers. Runs on a copy of
// the project (the files git knows, node_modules hard-linked), so the repository's content and .contentlayer/ are
// never touched.
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import matter from 'gray-matter'
import { copyProject, removeProjectCopy } from '../../scripts/project-copy'
import { freePort } from '../../scripts/serve'

const ROOT = process.cwd()
const PAGE = 'content/docs/en/intro.mdx'
let project = ''
let server: ChildProcess | undefined
let origin = ''
let output = ''
let firstPage = 0

const edit = (change: (text: string) => string) => {
  const file = path.join(project, PAGE)
  fs.writeFileSync(file, change(fs.readFileSync(file, 'utf8')))
}

test.describe.configure({ mode: 'serial', timeout: 240_000 })

test.beforeAll(async () => {
  test.setTimeout(240_000)
  project = copyProject(ROOT, 'dev')
  const port = await freePort()
  origin = `http://localhost:${port}`
  server = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts', '--port', String(port)], {
    cwd: project,
    env: { ...process.env, FORCE_COLOR: '0' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  for (const stream of [server.stdout!, server.stderr!]) stream.on('data', (chunk) => (output += chunk))
  // The first request compiles the page: wait for the server to answer it.
  const started = Date.now()
  await expect
    .poll(
      async () => {
        if (server!.exitCode !== null) throw new Error(`npm run dev stopped:\n${output}`)
        return (await fetch(`${origin}/docs/intro`).catch(() => null))?.status
      },
      { timeout: 180_000, intervals: [500] },
    )
    .toBe(200)
  firstPage = Date.now() - started
})

/** Stops the server the way a terminal's Ctrl-C does: scripts/dev.ts then stops Contentlayer and Next. */
async function stop() {
  if (server?.pid && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve))
    process.kill(server.pid, 'SIGINT')
    await exited
  }
}

/** The processes still running in the copy of the project (Linux: their working directory). */
const processesIn = (dir: string) =>
  fs
    .readdirSync('/proc')
    .filter((pid) => /^\d+$/.test(pid))
    .filter((pid) => {
      try {
        return fs.realpathSync(`/proc/${pid}/cwd`).startsWith(fs.realpathSync(dir))
      } catch {
        return false // the process ended meanwhile, or is not ours to read
      }
    })

test.afterAll(async () => {
  await stop()
  removeProjectCopy(project)
})

test('a help page follows its MDX file as it is saved, and shows a front matter error without stopping', async ({ page }) => {
  test.info().annotations.push({ type: 'first page served after (ms)', description: String(firstPage) })
  // The page's own title line, whatever the writers made it.
  const original = fs.readFileSync(path.join(project, PAGE), 'utf8')
  const titleLine = /^title: .*$/m.exec(original)![0]
  const title = String(matter(original).data.title)
  await page.goto(`${origin}/docs/intro`)
  const h1 = page.getByRole('heading', { level: 1 })
  await expect(h1).toHaveText(title)
  // Marks this document: a reload would lose it, so its survival proves the page updated in place.
  await page.evaluate(() => ((window as unknown as { loadedOnce: boolean }).loadedOnce = true))

  const saved = Date.now()
  edit((text) => text.replace(/^title: .*$/m, 'title: Questions, answered live'))
  await expect(h1).toHaveText('Questions, answered live', { timeout: 20_000 })
  // For README's figures (the JSON report keeps them): how long a saved change takes to show.
  test.info().annotations.push({ type: 'change shown after (ms)', description: String(Date.now() - saved) })

  edit((text) => text.replace(/^title: .*\n/m, ''))
  const errors = page.getByTestId('content-errors')
  await expect(errors).toContainText(`${PAGE}: field "title" is required`, { timeout: 20_000 })
  expect(output).toContain(`✗ ${PAGE}: field "title" is required`)

  edit((text) => text.replace(/^---\n/, `---\n${titleLine}\n`))
  await expect(errors).toHaveCount(0, { timeout: 20_000 })
  await expect(h1).toHaveText(title, { timeout: 20_000 })
  expect(await page.evaluate(() => (window as unknown as { loadedOnce?: boolean }).loadedOnce)).toBe(true)
  expect(server!.exitCode).toBeNull()

  // One Ctrl-C stops everything npm run dev started.
  await stop()
  await expect.poll(() => processesIn(project), { timeout: 10_000 }).toEqual([])
})
