import QRCode from 'qrcode'

/** A QR code drawn at build time as inline SVG: no script, no image request. Dark on white in both themes, as scanners expect. */
export async function QrCode({ value, label, caption }: { value: string; label: string; caption: string }) {
  const svg = await QRCode.toString(value, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' })
  return (
    <figure className="w-fit rounded-card border border-border bg-surface p-5 text-center">
      <div
        role="img"
        aria-label={label}
        data-testid="qr-code"
        data-value={value}
        className="mx-auto size-44 rounded-lg bg-white p-1 [&>svg]:size-full"
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <figcaption className="mt-3 max-w-48 text-sm text-muted">{caption}</figcaption>
    </figure>
  )
}
