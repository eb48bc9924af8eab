import { Link } from "react-router";

// An empty list (for example a state the directory does not cover yet; it is Oregon-first)
// invites a suggestion instead of being a dead end (docs/product.md "Audience and purpose").
export function SuggestPrompt({ state }: { state: string }) {
  return (
    <p>
      Know a good spot in {state}?{" "}
      <Link to="/contact" className="font-medium text-primary underline underline-offset-4">
        Suggest a fishing location
      </Link>{" "}
      and our team will review it.
    </p>
  );
}
