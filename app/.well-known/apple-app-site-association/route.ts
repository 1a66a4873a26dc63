import { appleAppSiteAssociation } from '@/lib/app-links'

// Written at build time; served as application/json (scripts/serve.ts, out/_headers, deploy/nginx.conf).
export const dynamic = 'force-static'
export const GET = () => Response.json(appleAppSiteAssociation())
