import { useEffect, useState } from 'react';

/** An object URL for a Blob (a thumbnail from IndexedDB or the camera), revoked when the Blob changes or on unmount. */
export const useObjectUrl = (blob: Blob | null | undefined): string | null => {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
};
