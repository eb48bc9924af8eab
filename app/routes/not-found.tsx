import { data } from "react-router";

export function loader() {
  throw data(null, { status: 404 });
}

export function meta() {
  return [{ title: "Page Not Found - Fish Spots" }];
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  return (
    <main>
      <h1>404</h1>
      <p>Page not found.</p>
      <a href="/">Go Home</a> <a href="/#directory">Explore Fishing Spots</a>
    </main>
  );
}
