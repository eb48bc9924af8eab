// The `cookie` package (0.7) ships no types of its own: these are the two functions the site
// uses, with the options React Router's types give the same package's later versions.
declare module "cookie" {
  import type { CookieOptions } from "react-router";

  export function parse(header: string, options?: CookieOptions): Record<string, string | undefined>;
  export function serialize(name: string, value: string, options?: CookieOptions): string;
}
