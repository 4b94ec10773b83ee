/** The build-time chart (bench/results/build-time.svg): seconds against posts, log scale. */
export const chart = (points: { posts: number; seconds: number }[]): string => {
  const width = 640
  const height = 360
  const pad = 56
  const maxSeconds = Math.max(...points.map(p => p.seconds)) * 1.1
  const x = (posts: number) => pad + ((Math.log10(posts) - 1) / 2) * (width - 2 * pad)
  const y = (seconds: number) => height - pad - (seconds / maxSeconds) * (height - 2 * pad)
  const line = points.map(p => `${x(p.posts).toFixed(1)},${y(p.seconds).toFixed(1)}`).join(" ")
  const labels = points
    .map(
      p =>
        `<circle cx="${x(p.posts)}" cy="${y(p.seconds)}" r="4" fill="#2451e6"/><text x="${x(p.posts)}" y="${y(p.seconds) - 10}" text-anchor="middle" font-size="12">${p.seconds.toFixed(0)} s</text><text x="${x(p.posts)}" y="${height - pad + 20}" text-anchor="middle" font-size="12">${p.posts}</text>`
    )
    .join("")
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif">
<rect width="100%" height="100%" fill="#fff"/>
<text x="${width / 2}" y="24" text-anchor="middle" font-size="14" font-weight="bold">Cold build time against generated posts per language</text>
<line x1="${pad}" y1="${height - pad}" x2="${width - pad}" y2="${height - pad}" stroke="#334155"/>
<line x1="${pad}" y1="${pad}" x2="${pad}" y2="${height - pad}" stroke="#334155"/>
<text x="${width / 2}" y="${height - 12}" text-anchor="middle" font-size="12">posts per language (log scale)</text>
<text x="16" y="${height / 2}" font-size="12" transform="rotate(-90 16 ${height / 2})" text-anchor="middle">seconds</text>
<polyline points="${line}" fill="none" stroke="#2451e6" stroke-width="2"/>${labels}
</svg>
`
}
