// next.config.ts points `contentlayer/generated` at ./content-data outside `next dev`: the two must give the same
// documents, whatever the content is.
import { allDocs, allPosts } from 'contentlayer/generated'
import { expect, it } from 'vitest'
import * as fromJson from './content-data'

it('reads the documents Contentlayer’s own module gives, from its JSON files', () => {
  expect(fromJson.allDocs).toEqual(allDocs)
  expect(fromJson.allPosts).toEqual(allPosts)
})
