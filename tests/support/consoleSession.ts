import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { markup } from "./html";
import type { SmtpSink } from "./smtpSink";
import type { TestServer } from "./testServer";

// Signing in to the operators' console as a person does (docs/product.md "Operator sign-in"): the
// address on /admin/login, the link from the mail, the button on its page; then the console's
// forms posted as a browser without JavaScript posts them.

export type ConsoleSession = { cookie: string; csrf: string };

/** A form post, urlencoded, redirects left to the caller. */
export function postForm(
  server: TestServer,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return server.fetchText(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

/** A fresh sign-in link's token, as mailed to `email` (earlier links are removed first). */
export async function mailedSignInToken(server: TestServer, sink: SmtpSink, email: string): Promise<string> {
  await server.database.handle.db.execute(sql`delete from operator_sign_in_tokens`);
  const mailed = sink.messages.length;
  const answer = await postForm(server, "/admin/login", { email });
  expect(answer.status).toBe(200);
  await sink.waitFor(mailed + 1);
  const text = sink.messages.at(-1)?.text ?? "";
  return decodeURIComponent(text.match(/\/admin\/sign-in\?token=(\S+)/)?.[1] ?? "");
}

/** Signs `email` in; answers the session cookie and the CSRF token the console's forms carry. */
export async function signInToConsole(
  server: TestServer,
  sink: SmtpSink,
  email: string,
): Promise<ConsoleSession> {
  const started = await postForm(server, "/admin/sign-in", {
    token: await mailedSignInToken(server, sink, email),
  });
  expect(started.status).toBe(302);
  const cookie = (started.headers.get("set-cookie") ?? "").split(";")[0] as string;
  const page = await server.fetchText("/admin", { headers: { cookie } });
  const csrf = markup(page.body).match(/name="csrf" value="([^"]+)"/)?.[1] ?? "";
  expect(csrf).not.toBe("");
  return { cookie, csrf };
}
