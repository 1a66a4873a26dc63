import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { type Review, reviews as shippedReviews } from '@/content/reviews'
import { typesetLocalized } from '@/lib/french-typography'
import type { Locale } from '@/lib/i18n'
import { site } from '@/lib/site'
import { isProductionBuild } from '@/lib/supplied'
import { HomeSection } from './home-section'
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '@/components/ui/icons'
import { ReviewCarousel } from './review-carousel'

/**
 * The reviews section (/#avis): every testimonial is rendered here, on the server; the carousel only shows them one at
 * a time. A production build shows real testimonials only: the samples are for reviewing the site (lib/supplied.ts).
 * With no testimonial, the section invites visitors to tell their own story instead.
 */
export async function ReviewsSection({
  locale,
  reviews: all = shippedReviews,
  production = isProductionBuild(),
}: {
  locale: Locale
  reviews?: readonly Review[]
  production?: boolean
}) {
  const reviews = typesetLocalized(all.filter((review) => review.status === 'confirmed' || !production))
  const t = await getTranslations({ locale, namespace: 'Home.reviews' })
  const tNav = await getTranslations({ locale, namespace: 'Nav' })
  if (reviews.length === 0) {
    const mail = (chunks: ReactNode) => (
      <a href={`mailto:${site.supportEmail}`} className="font-semibold text-accent underline underline-offset-4">
        {chunks}
      </a>
    )
    return (
      <HomeSection id="avis" eyebrow={tNav('reviews')} title={t('emptyTitle')}>
        <p className="mt-4 max-w-reading text-lg text-muted">{t.rich('emptyText', { email: site.supportEmail, mail })}</p>
      </HomeSection>
    )
  }
  const slides = reviews.map((review, index) => ({
    id: review.id,
    label: t('slideLabel', { index: index + 1, total: reviews.length }),
    content: (
      <figure className="flex h-full flex-col rounded-card border border-border bg-bg p-6 md:p-8">
        <svg width="32" height="24" viewBox="0 0 32 24" aria-hidden="true" focusable="false" className="shrink-0 fill-accent">
          <path d="M0 24V14C0 6 4 1.3 12 0l1.4 3.4C8.8 4.8 6.6 7.6 6.4 11H12v13H0Zm19 0V14c0-8 4-12.7 12-14l1 3.4c-4.6 1.4-6.8 4.2-7 7.6H31v13H19Z" />
        </svg>
        <blockquote className="mt-4 flex-1">
          <p className="text-lg">{review.quote[locale]}</p>
        </blockquote>
        <figcaption className="mt-6 flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-soft font-bold text-accent"
          >
            {review.firstName[0]}
          </span>
          <span className="flex flex-col">
            <span className="font-semibold">{review.firstName}</span>
            <span className="text-sm text-muted">{t('byline', { job: review.job[locale], city: review.city })}</span>
          </span>
        </figcaption>
      </figure>
    ),
  }))

  return (
    <HomeSection id="avis" eyebrow={tNav('reviews')} title={t('title')} intro={t('intro')}>
      <div className="mt-12">
        <ReviewCarousel
          slides={slides}
          strings={{
            label: t('carousel'),
            roleCarousel: t('roleCarousel'),
            roleSlide: t('roleSlide'),
            previous: t('previous'),
            next: t('next'),
            pause: t('pause'),
            play: t('play'),
          }}
          icons={{ play: <PlayIcon />, pause: <PauseIcon />, previous: <ChevronLeftIcon />, next: <ChevronRightIcon /> }}
        />
      </div>
    </HomeSection>
  )
}
