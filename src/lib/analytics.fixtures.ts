/**
 * The tag's command queue once a visitor has granted analytics, as `configureAnalytics` sets it
 * up on a page: the unit test and the end-to-end test expect the same. Each entry's arguments are
 * listed with any `Date` read as "date".
 */
export const queueAfterGrant = (trackingId: string | null, pagePath: string) => [
  [
    "consent",
    "default",
    {
      analytics_storage: "denied",
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    },
  ],
  ["consent", "update", { analytics_storage: "granted" }],
  ["js", "date"],
  ["config", trackingId, { send_page_view: false }],
  ["event", "page_view", { page_path: pagePath }],
]
