import { type PointerEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../kit/ui/Button';
import { TextField } from '../../kit/ui/TextField';
import type { CapturedImage } from './captureDraft';
import { drawStrokes, drawTypedName, hasInk, pointIn, type Stroke, signaturePng } from './signatureInk';
import { useGeoTime } from './useGeoTime';

/** The signature as the report stores it: the PNG, who signed, when and where; `typed` when the name stands in for ink. */
export type CapturedSignature = CapturedImage & { name: string; typed: boolean };

export type SignaturePadProps = {
  /** What is signed for, e.g. "Driver's signature". */
  label: string;
  /** The name field's label, e.g. "Driver's name". */
  nameLabel?: string;
  defaultName?: string;
  onDone: (signature: CapturedSignature) => void | Promise<void>;
  /** The page's field errors for this signature. */
  error?: readonly string[] | string;
  disabled?: boolean;
};

/**
 * A signature drawn with a finger, a pen or a mouse (pointer events), or, for keyboard and screen-reader users, the
 * typed name rendered as the signature. "Done" stamps it with the time and place and hands over a PNG.
 */
export const SignaturePad = ({
  label,
  nameLabel = 'Name of the person signing',
  defaultName = '',
  onDone,
  error,
  disabled,
}: SignaturePadProps) => {
  const canvas = useRef<HTMLCanvasElement>(null);
  const strokes = useRef<Stroke[]>([]);
  const drawing = useRef(false);
  const stamp = useGeoTime();
  const descriptionId = useId();
  const [name, setName] = useState(defaultName);
  const [typed, setTyped] = useState(false);
  const [inked, setInked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [signedAt, setSignedAt] = useState<string | null>(null);

  // The backing store follows the element's size and the screen's density; the strokes are kept in shares of it.
  const redraw = useCallback(() => {
    const element = canvas.current;
    const ctx = element?.getContext('2d');
    if (!element || !ctx) return;
    const ratio = globalThis.devicePixelRatio || 1;
    const width = Math.round(element.clientWidth * ratio);
    const height = Math.round(element.clientHeight * ratio);
    if (element.width !== width || element.height !== height) Object.assign(element, { width, height });
    if (typed) drawTypedName(ctx, name.trim(), width, height);
    else drawStrokes(ctx, strokes.current, width, height);
  }, [typed, name]);

  useEffect(() => {
    redraw();
    const element = canvas.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => redraw());
    observer.observe(element);
    return () => observer.disconnect();
  }, [redraw]);

  const add = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const native = event.nativeEvent;
    const events = typeof native.getCoalescedEvents === 'function' ? native.getCoalescedEvents() : [];
    const stroke = strokes.current[strokes.current.length - 1];
    for (const each of events.length > 0 ? events : [native]) stroke.push(pointIn(box, each.clientX, each.clientY));
    redraw();
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    if (disabled || typed) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    strokes.current.push([]);
    setSignedAt(null);
    add(event);
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (drawing.current) add(event);
  };
  const end = () => {
    drawing.current = false;
    setInked(hasInk(strokes.current));
  };

  const clear = () => {
    strokes.current = [];
    setInked(false);
    setSignedAt(null);
    redraw();
  };

  const ready = name.trim() !== '' && (typed || inked);
  const done = async () => {
    setBusy(true);
    try {
      const when = await stamp();
      const signer = name.trim();
      const blob = await signaturePng((ctx, width, height) =>
        typed ? drawTypedName(ctx, signer, width, height) : drawStrokes(ctx, strokes.current, width, height),
      );
      await onDone({ blob, fileName: `signature-${when.capturedAt.replace(/[:.]/g, '-')}.png`, ...when, name: signer, typed });
      setSignedAt(when.capturedAt);
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="signature-pad" disabled={disabled}>
      <legend className="field-label">{label}</legend>
      <TextField label={nameLabel} value={name} onChange={setName} autoComplete="name" required error={error} />
      <canvas
        ref={canvas}
        className={typed ? 'signature-canvas signature-typed' : 'signature-canvas'}
        role="img"
        aria-label={typed ? `${label}: the typed name ${name.trim() || '(no name yet)'}` : `${label}: drawing area`}
        aria-describedby={descriptionId}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
      />
      <p className="field-hint" id={descriptionId}>
        {typed
          ? 'The typed name above stands as the signature.'
          : 'Sign with a finger, a pen or the mouse. Without one, choose “Type the name instead”: the typed name then stands as the signature.'}
      </p>
      <div className="signature-actions">
        <Button className="capture-target" onClick={() => setTyped((value) => !value)}>
          {typed ? 'Draw instead' : 'Type the name instead'}
        </Button>
        {!typed && (
          <Button className="capture-target" onClick={clear} disabled={!inked}>
            Clear
          </Button>
        )}
        <Button variant="primary" className="capture-target" onClick={() => void done()} disabled={!ready} busy={busy}>
          Done
        </Button>
      </div>
      <p className="signature-status" role="status">
        {signedAt ? `Signed at ${new Date(signedAt).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })}.` : ''}
      </p>
    </fieldset>
  );
};
