// The Content-Security-Policy header (decision 026). Scripts run only when the policy names
// them by hash; 'strict-dynamic' passes that trust on to the module scripts they load, and
// browsers that know it ignore 'self', which is there for those that do not.

function originOf(template: string): string | null {
  try {
    const url = new URL(template.replace(/\{[a-z]\}/g, "a"));
    return `${url.protocol}//${url.host.replace(/^a\./, "*.")}`;
  } catch {
    return null;
  }
}

/** Builds a policy for a list of script hashes; with none, no script may run at all. */
export function contentSecurityPolicy(options: {
  tileUrl: string;
  development: boolean;
}): (scriptHashes: readonly string[]) => string {
  const tileOrigin = originOf(options.tileUrl);
  const rest = [
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${tileOrigin ? ` ${tileOrigin}` : ""}`,
    `connect-src 'self'${options.development ? " ws: wss:" : ""}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "worker-src 'self'",
    "manifest-src 'self'",
  ].join("; ");
  const policy = (scriptSrc: string) => `default-src 'self'; script-src ${scriptSrc}; ${rest}`;
  // Vite's development pages run inline and evaluated code of their own.
  if (options.development) {
    const development = policy("'self' 'unsafe-inline' 'unsafe-eval'");
    return () => development;
  }
  const noScripts = policy("'none'");
  return (scriptHashes) =>
    scriptHashes.length === 0 ? noScripts : policy(`'self' 'strict-dynamic' ${scriptHashes.join(" ")}`);
}
