import { useEffect, useState } from 'react';
import { firstLoadSettled, isFirstLoadSettled } from '../../../firstLoad';

/** False until this page's first load is over (src/firstLoad.ts), then true: for what the first paint does not need. */
export const useFirstLoadSettled = (): boolean => {
  const [settled, setSettled] = useState(isFirstLoadSettled);
  useEffect(() => {
    if (settled) return;
    let mounted = true;
    void firstLoadSettled().then(() => {
      if (mounted) setSettled(true);
    });
    return () => {
      mounted = false;
    };
  }, [settled]);
  return settled;
};
