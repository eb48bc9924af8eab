import { data } from "react-router";

// Any unknown path: the loader answers 404, and the root error boundary shows the 404 page.
export function loader() {
  throw data(null, { status: 404 });
}

export function meta() {
  return [{ title: "Page Not Found - Fish Spots" }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  return null;
}
