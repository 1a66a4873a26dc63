import { assetLinks } from '@/lib/app-links'

export const dynamic = 'force-static'
export const GET = () => Response.json(assetLinks())
