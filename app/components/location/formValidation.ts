// The location page's form checks, loaded on demand by its forms (decision 023): the shared
// schemas and zod are not part of the page's first load. One module for both forms, because
// zod is nearly all of it.
export { validateAlertForm } from "#core/alertForm";
export { validateReviewForm } from "#core/reviewForm";
