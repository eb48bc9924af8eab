import { useEffect, useState } from "react";

/**
 * The chosen photo as an object URL: the file stays in this browser, nothing is uploaded.
 * The previous URL is released when another photo is chosen or the page is left.
 */
export function usePhotoUrl(): [url: string | null, choose: (file: File) => void] {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!url) return;
    return () => URL.revokeObjectURL(url);
  }, [url]);
  return [url, (file: File) => setUrl(URL.createObjectURL(file))];
}
