/** Key under which the cookie notice's acceptance is kept. */
export const cookieConsentKey = "cookiesPolicyAccepted"

type GtagWindow = Window & { gtag?: (...args: unknown[]) => void; dataLayer?: unknown[] }

/** The browser asks not to be tracked. */
export const isDoNotTrack = (nav: Navigator, win: Window): boolean =>
  nav.doNotTrack === "1" || (win as Window & { doNotTrack?: string }).doNotTrack === "1"

/**
 * Inline head script, run before the analytics configuration: Consent Mode v2 defaults
 * (everything denied), granted at once for a returning visitor who accepted the cookie notice,
 * and the tag loader itself. Under Do-Not-Track it does nothing at all.
 */
export const consentScript = (trackingId: string): string =>
  `(function(){var n=navigator,w=window;` +
  `if(n.doNotTrack==="1"||w.doNotTrack==="1")return;` +
  `w.dataLayer=w.dataLayer||[];w.gtag=function(){w.dataLayer.push(arguments)};` +
  `w.gtag("consent","default",{analytics_storage:"denied",ad_storage:"denied",ad_user_data:"denied",ad_personalization:"denied",wait_for_update:500});` +
  `try{if(localStorage.getItem(${JSON.stringify(cookieConsentKey)})==="true")w.gtag("consent","update",{analytics_storage:"granted"})}catch(e){}` +
  `var s=document.createElement("script");s.async=true;` +
  `s.src="https://www.googletagmanager.com/gtag/js?id="+${JSON.stringify(encodeURIComponent(trackingId))};` +
  `document.head.appendChild(s)})();`

/** After the visitor accepts the cookie notice: analytics may store its cookies. */
export const grantAnalyticsConsent = (win: Window = window): void => {
  const gtagWindow = win as GtagWindow
  if (typeof gtagWindow.gtag === "function")
    gtagWindow.gtag("consent", "update", { analytics_storage: "granted" })
}
