import errors from '@/.contentlayer/content-errors.json'

/**
 * In development only (`npm run dev`): the content errors of Contentlayer's last run, with the file and the field,
 * above every page, so a writer sees what to fix where they look. The list updates as files are saved; a broken
 * page is left out until it is fixed. The build stops on the same errors instead (contentlayer.config.ts).
 */
export function ContentErrors() {
  if (errors.length === 0) return null
  return (
    <div role="alert" lang="en" data-testid="content-errors" className="border-b-4 border-red-700 bg-red-50 px-4 py-3 text-sm text-red-950">
      <p className="font-semibold">
        Content errors ({errors.length}): fix these files. The page updates when you save; npm run build stops on them.
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5 font-mono">
        {errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </ul>
    </div>
  )
}
