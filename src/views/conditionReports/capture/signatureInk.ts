/** A point of a stroke as a share of the pad's width and height (0–1), so a resized pad redraws the same signature. */
export type InkPoint = { x: number; y: number };
export type Stroke = InkPoint[];

type Box = { left: number; top: number; width: number; height: number };

const clamp = (value: number) => Math.min(1, Math.max(0, value));

export const pointIn = (box: Box, clientX: number, clientY: number): InkPoint => ({
  x: box.width > 0 ? clamp((clientX - box.left) / box.width) : 0,
  y: box.height > 0 ? clamp((clientY - box.top) / box.height) : 0,
});

/** Enough ink to be a signature: a tap or two is not one. */
export const hasInk = (strokes: readonly Stroke[], minimumPoints = 3): boolean =>
  strokes.reduce((points, stroke) => points + stroke.length, 0) >= minimumPoints;

/** The PNG the report keeps: a fixed size whatever the screen, so every BOL draws signatures alike. */
export const SIGNATURE_WIDTH = 600;
export const SIGNATURE_HEIGHT = 200;
const INK = '#0f2239';

export const drawStrokes = (ctx: CanvasRenderingContext2D, strokes: readonly Stroke[], width: number, height: number) => {
  ctx.clearRect(0, 0, width, height);
  ctx.strokeStyle = INK;
  ctx.fillStyle = INK;
  ctx.lineWidth = Math.max(2, width / 200);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const stroke of strokes) {
    if (stroke.length === 0) continue;
    if (stroke.length === 1) {
      ctx.beginPath();
      ctx.arc(stroke[0].x * width, stroke[0].y * height, ctx.lineWidth / 2, 0, Math.PI * 2);
      ctx.fill();
      continue;
    }
    ctx.beginPath();
    ctx.moveTo(stroke[0].x * width, stroke[0].y * height);
    for (const point of stroke.slice(1)) ctx.lineTo(point.x * width, point.y * height);
    ctx.stroke();
  }
};

/** The typed-name fallback: the name, in a handwriting face where the device has one, stands as the signature. */
export const drawTypedName = (ctx: CanvasRenderingContext2D, name: string, width: number, height: number) => {
  ctx.clearRect(0, 0, width, height);
  ctx.fillStyle = INK;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  let size = Math.round(height * 0.4);
  const face = () => `italic ${size}px "Segoe Script", "Brush Script MT", "Snell Roundhand", cursive`;
  ctx.font = face();
  while (size > 12 && ctx.measureText(name).width > width * 0.9) {
    size -= 2;
    ctx.font = face();
  }
  ctx.fillText(name, width / 2, height / 2, width * 0.9);
};

/** A white-backed PNG of the signature at the fixed size. */
export const signaturePng = (draw: (ctx: CanvasRenderingContext2D, width: number, height: number) => void): Promise<Blob> =>
  new Promise((resolve, reject) => {
    const canvas = document.createElement('canvas');
    canvas.width = SIGNATURE_WIDTH;
    canvas.height = SIGNATURE_HEIGHT;
    const ctx = canvas.getContext('2d');
    if (!ctx) {
      reject(new Error('This browser cannot draw the signature.'));
      return;
    }
    draw(ctx, SIGNATURE_WIDTH, SIGNATURE_HEIGHT);
    // Behind the ink, so transparent pixels print white on the bill of lading.
    ctx.globalCompositeOperation = 'destination-over';
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, SIGNATURE_WIDTH, SIGNATURE_HEIGHT);
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The signature could not be saved.'))), 'image/png');
  });
