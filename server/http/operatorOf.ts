import type { Response } from "express";
import type { OperatorSession } from "../services/console";
import { HttpError } from "./errors";

/** The session the operators' guard (admin.ts) found for this request. */
export function operatorOf(res: Response): OperatorSession {
  const session = res.locals.operator as OperatorSession | undefined;
  if (!session) throw new HttpError(401, "Sign in first");
  return session;
}
