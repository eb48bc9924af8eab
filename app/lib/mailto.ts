// docs/product.md "Suggest by e-mail": suggestions by e-mail use a pre-filled message with the
// subject New Fishing Spot Suggestion and a body asking for location name, description, fish
// types, facilities and special tips. Shared by every place that offers the e-mail route.

export const SUGGESTION_SUBJECT = "New Fishing Spot Suggestion";

export const SUGGESTION_BODY = [
  "Hello Fish Spots team,",
  "",
  "I would like to suggest a fishing location.",
  "",
  "Location name:",
  "Description:",
  "Fish types:",
  "Facilities:",
  "Special tips:",
  "",
  "Thank you!",
].join("\n");

/**
 * A mailto: link. Percent-encoding (not form encoding) keeps spaces as %20, which every mail
 * client reads; a "+" would show up literally in some of them.
 */
export function mailtoHref(email: string, message: { subject?: string; body?: string } = {}): string {
  const query = [
    message.subject ? `subject=${encodeURIComponent(message.subject)}` : "",
    message.body ? `body=${encodeURIComponent(message.body)}` : "",
  ].filter(Boolean);
  return `mailto:${email}${query.length ? `?${query.join("&")}` : ""}`;
}

export function suggestionMailtoHref(email: string): string {
  return mailtoHref(email, { subject: SUGGESTION_SUBJECT, body: SUGGESTION_BODY });
}
