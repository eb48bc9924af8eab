import { QueryClient, type QueryFunction } from "@tanstack/react-query";

/** The server answered, and not with success (as opposed to no answer at all). */
export class ResponseError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

// docs/product.md "API conventions": one request helper. JSON in and out, cookies sent, any
// non-success answer is an error whose message is "status: body" (or the status text when the body
// is empty).
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new ResponseError(res.status, `${res.status}: ${text}`);
  }
}

export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { "Content-Type": "application/json", ...headers } : headers,
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: "include",
  });
  await throwIfResNotOk(res);
  return res;
}

type UnauthorizedBehavior = "returnNull" | "throw";

/** The default load is a GET to the first element of the query key. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const res = await fetch(queryKey[0] as string, { credentials: "include" });
    if (on401 === "returnNull" && res.status === 401) return null as T;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/** Ratings and alert lists are kept for 5 minutes (docs/product.md "Other constants"). */
export const FIVE_MINUTES = 5 * 60 * 1000;

// docs/product.md "Other constants": queries never go stale, no interval refetch, no refetch on
// focus, no retries.
// Offline (decision 014), reads still ask: the service worker may answer from what it saved.
// Writes are tried at once rather than held until the browser reports a network, so a form
// learns straight away that it was not sent, keeps its content and says so.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
        networkMode: "offlineFirst",
      },
      mutations: { retry: false, networkMode: "always" },
    },
  });
}
