import type { Server } from 'node:http'
export declare function canonicalRedirect(urlPath: string): string | null
export declare function createServer(options?: { withHeaders?: boolean }): Server
