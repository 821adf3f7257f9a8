/** A throttled call and a way to drop the one it is holding. */
export type Throttled = { call: () => void; cancel: () => void };

/**
 * `run` at most once every `ms`: the first call runs at once, calls within the window fold into one at its end
 * (so the last change is never lost). `cancel` drops a pending call.
 */
export const throttle = (run: () => void, ms: number): Throttled => {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    call: () => {
      const wait = last + ms - Date.now();
      if (wait <= 0) {
        last = Date.now();
        run();
        return;
      }
      timer ??= setTimeout(() => {
        timer = null;
        last = Date.now();
        run();
      }, wait);
    },
    cancel: () => {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
};
