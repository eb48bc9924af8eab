import { useEffect } from "react";
import { useNavigate } from "react-router";
import { listenForExternalMapLinks } from "./externalMapRedirect";

/** The document-level guard for links to external map services (externalMapRedirect.ts). */
export function useExternalMapRedirect(): void {
  const navigate = useNavigate();
  useEffect(() => listenForExternalMapLinks((path) => navigate(path)), [navigate]);
}
