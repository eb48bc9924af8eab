// docs/product.md "Quick rating": a quick rating from a card or the map is sent with a fixed comment under a
// fixed guest identity (there is no sign-in). The address is a reserved, undeliverable one.
export const QUICK_RATING = {
  comment: "Quick rating",
  userName: "Guest Angler",
  userEmail: "guest@fishspots.invalid",
} as const;
