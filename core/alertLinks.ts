// The addresses e-mails link to (docs/product.md "Alert link pages"). Relative paths here; messages
// put PUBLIC_URL in front. A plain GET on any of them only shows a page: state changes need a POST.

const withToken = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

export const alertLinks = {
  /** Page with one button that confirms every alert of the address. */
  confirm: (confirmToken: string) => withToken("/alerts/confirm", confirmToken),
  /** Page to pause, resume or delete one alert. */
  manage: (alertId: number, emailToken: string) => withToken(`/alerts/${alertId}`, emailToken),
  /** Page with one button that unsubscribes from one alert. */
  unsubscribe: (alertId: number, emailToken: string) =>
    withToken(`/alerts/${alertId}/unsubscribe`, emailToken),
  /** RFC 8058 one-click target (List-Unsubscribe): a POST unsubscribes, a GET shows the page. */
  oneClickUnsubscribe: (alertId: number, emailToken: string) =>
    withToken(`/api/tide-alerts/${alertId}/unsubscribe`, emailToken),
  /** The location's Weather & Tides tab. */
  locationTides: (locationId: number) => `/locations/${locationId}?tab=tides`,
} as const;
