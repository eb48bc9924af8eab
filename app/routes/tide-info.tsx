// Filled in by the web-app work on this route.
export default function Page() {
  return null;
}
