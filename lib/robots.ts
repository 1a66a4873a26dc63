// What robots.txt says to AI crawlers (written by next-sitemap from next-sitemap.config.js, which reads these rules
// through .next/sitemap-data.json): the crawlers of search and answer assistants may read everything, so that they
// can send customers to the help pages; the crawlers that collect pages to train models follow the company's choice
// (lib/site.ts, aiTrainingCrawlers). Every other robot may read everything too.

/** Crawlers that fetch pages to answer a person's question or to index them for an assistant's search. */
export const ASSISTANT_CRAWLERS = ['OAI-SearchBot', 'ChatGPT-User', 'Claude-SearchBot', 'Claude-User', 'PerplexityBot', 'Perplexity-User']
/** Crawlers (or robots.txt tokens) that collect pages to train AI models. */
export const TRAINING_CRAWLERS = [
  'GPTBot',
  'ClaudeBot',
  'anthropic-ai',
  'Google-Extended',
  'Applebot-Extended',
  'Meta-ExternalAgent',
  'CCBot',
  'Bytespider',
]

/** next-sitemap's `robotsTxtOptions.policies` for the company's choice. */
export function robotsPolicies(training: 'allow' | 'disallow') {
  return [
    { userAgent: '*', allow: '/' },
    ...ASSISTANT_CRAWLERS.map((userAgent) => ({ userAgent, allow: '/' })),
    ...TRAINING_CRAWLERS.map((userAgent) => (training === 'allow' ? { userAgent, allow: '/' } : { userAgent, disallow: '/' })),
  ]
}
