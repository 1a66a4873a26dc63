import { blogFeedRoute } from '@/lib/blog-feed'

export const dynamic = 'force-static'
export const { generateStaticParams, GET } = blogFeedRoute('atom')
