import { useCallback, useEffect, useId, useRef, useState } from 'react';

/**
 * A button that shows and hides a popup (menu, notification list): Escape closes it and returns focus to the
 * button; a click outside closes it.
 */
export const useDisclosure = () => {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const popupId = useId();

  const close = useCallback((restoreFocus = false) => {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointer = (event: MouseEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPointer);
    };
  }, [open, close]);

  return {
    open,
    close,
    containerRef,
    buttonProps: {
      ref: buttonRef,
      'aria-expanded': open,
      'aria-controls': popupId,
      onClick: () => setOpen((value) => !value),
    },
    popupProps: { id: popupId, hidden: !open },
  };
};
