import { useEffect, useState } from "react";

/**
 * A blob: URL for showing a local file (an image preview), revoked when the file changes or the component goes away.
 */
export function useObjectUrl(file: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      // The URL must exist only while mounted (it is revoked on cleanup), so it cannot be derived during render.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}
