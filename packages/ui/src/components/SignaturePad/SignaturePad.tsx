import { type ReactNode, type Ref, useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import SignaturePadEngine from 'signature_pad';
import * as fieldStyles from '../../internal/field/field.css';
import { classNames } from '../../styles/classNames';
import { Button } from '../Button/Button';
import { FieldError } from '../FieldError/FieldError';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { TextField } from '../TextField/TextField';
import * as styles from './SignaturePad.css';
import {
  type CanvasSize,
  drawTypedSignature,
  exportDrawing,
  exportTypedSignature,
  pixelRatio,
  SIGNATURE_FONT_FAMILY,
  type SignatureImages,
  sizeCanvas,
} from './signatureImage';

export type SignatureMethod = 'draw' | 'type';

/** Reads the signature on demand, e.g. when the form is submitted. */
export interface SignaturePadHandle {
  /** The signature as a PNG data URL (what `onChange` gives), or null while there is none. */
  toPngDataUrl: () => string | null;
  /** The same signature as an SVG data URL, or null while there is none. */
  toSvgDataUrl: () => string | null;
  /** Clears the drawing and the typed name. */
  clear: () => void;
}

export interface SignaturePadProps {
  /** What is signed, e.g. "Signature"; the visible label and the drawing area's accessible name. */
  label: ReactNode;
  /**
   * Called with the signature as a PNG data URL (accepted by the domain's `SignatureDataUrl`) after each
   * stroke, undo, clear, typed change or change of method; null when there is no signature.
   */
  onChange?: (signature: string | null) => void;
  /** The method shown first. */
  defaultMethod?: SignatureMethod;
  /** How to sign, read as the drawing area's description. It should name the typed alternative. */
  instructions?: string;
  /** The question of the method choice. */
  methodLabel?: string;
  drawLabel?: string;
  typeLabel?: string;
  /** Label of the typed alternative's text field. */
  typedNameLabel?: string;
  undoLabel?: string;
  clearLabel?: string;
  /** The validation message, e.g. after submitting unsigned. */
  error?: string | undefined;
  /** The handwriting face of a typed signature; pass one the page has loaded to be sure of the look. */
  fontFamily?: string;
  className?: string;
  ref?: Ref<SignaturePadHandle>;
}

const sizeOf = (canvas: HTMLCanvasElement): CanvasSize => ({
  width: canvas.clientWidth,
  height: canvas.clientHeight,
  ratio: pixelRatio(canvas.ownerDocument.defaultView),
});

/** The size a drawing was made at: its backing store's, which stays while the canvas is hidden. */
const drawnSize = (canvas: HTMLCanvasElement): CanvasSize => {
  const ratio = pixelRatio(canvas.ownerDocument.defaultView);
  return { width: canvas.width / ratio, height: canvas.height / ratio, ratio };
};

/**
 * Every pointer move is drawn (no sampling) with one pen width (no thinning with speed): a stroke is then
 * the same picture however fast it was drawn, so an export never depends on the machine's timing.
 */
const engineOptions = { throttle: 0, minWidth: 2, maxWidth: 2 } as const;

const isShown = (size: CanvasSize) => size.width > 0 && size.height > 0;

/** The canvas's size, unless it is hidden. */
function shownSize(canvas: HTMLCanvasElement | null): CanvasSize | undefined {
  const size = canvas ? sizeOf(canvas) : undefined;
  return size && isShown(size) ? size : undefined;
}

/**
 * A signature drawn with a mouse, finger or stylus (`signature_pad`), or typed: a keyboard or screen-reader
 * user chooses "Type", writes their name, and it is rendered in a handwriting face. The drawing area is
 * sharp on high-DPI screens and keeps the drawing when resized; Undo removes the last stroke, Clear all of
 * them. Either way the signature is exported as PNG and SVG data URLs in dark ink, so it reads on paper
 * whatever the theme.
 */
export function SignaturePad({
  label,
  onChange,
  defaultMethod = 'draw',
  instructions = 'Draw your signature in the box with a mouse, finger or stylus, or choose Type to type your name.',
  methodLabel = 'How do you want to sign?',
  drawLabel = 'Draw',
  typeLabel = 'Type',
  typedNameLabel = 'Type your full name',
  undoLabel = 'Undo',
  clearLabel = 'Clear',
  error,
  fontFamily = SIGNATURE_FONT_FAMILY,
  className,
  ref,
}: SignaturePadProps) {
  const ids = useId();
  const labelId = `${ids}-label`;
  const instructionsId = `${ids}-instructions`;
  const errorId = `${ids}-error`;
  const [method, setMethod] = useState<SignatureMethod>(defaultMethod);
  const [typedName, setTypedName] = useState('');
  const [strokeCount, setStrokeCount] = useState(0);
  const drawingRef = useRef<HTMLCanvasElement>(null);
  const previewRef = useRef<HTMLCanvasElement>(null);
  const engineRef = useRef<SignaturePadEngine>(null);
  // The engine's listeners live as long as the component; they read the latest callback through this.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  const drawn = (): SignatureImages | null => {
    const engine = engineRef.current;
    const canvas = drawingRef.current;
    if (!engine || !canvas || engine.isEmpty()) return null;
    return exportDrawing(engine.toData(), drawnSize(canvas));
  };

  const typed = (name: string): SignatureImages | null => {
    const drawing = drawingRef.current;
    const size = shownSize(previewRef.current) ?? (drawing ? drawnSize(drawing) : undefined);
    return size && isShown(size) && name.trim() !== '' ? exportTypedSignature(name, size, fontFamily) : null;
  };

  const signature = (from: SignatureMethod, name: string) => (from === 'draw' ? drawn() : typed(name));
  const emit = (images: SignatureImages | null) => onChangeRef.current?.(images?.png ?? null);

  useEffect(() => {
    const canvas = drawingRef.current;
    if (!canvas) return;
    const engine = new SignaturePadEngine(canvas, engineOptions);
    engineRef.current = engine;
    const resize = () => {
      const size = sizeOf(canvas);
      // Hidden while the typed panel shows: redrawn when shown again.
      if (!isShown(size)) return;
      const strokes = engine.toData();
      sizeCanvas(canvas, size);
      engine.fromData(strokes);
    };
    // Read at each stroke, so a theme switched at run time inks the next stroke in its colour.
    const takeThemeInk = () => {
      engine.penColor = getComputedStyle(canvas).color;
    };
    const endStroke = () => {
      setStrokeCount(engine.toData().length);
      onChangeRef.current?.(exportDrawing(engine.toData(), drawnSize(canvas)).png);
    };
    // Sized now, not at the observer's first callback a frame later: a stroke must never land on the
    // default 300 × 150 canvas.
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    engine.addEventListener('beginStroke', takeThemeInk);
    engine.addEventListener('endStroke', endStroke);
    return () => {
      observer.disconnect();
      engine.removeEventListener('beginStroke', takeThemeInk);
      engine.removeEventListener('endStroke', endStroke);
      engine.off();
      engineRef.current = null;
    };
  }, []);

  useEffect(() => {
    const canvas = previewRef.current;
    if (!canvas || method !== 'type') return;
    const draw = () => {
      const size = sizeOf(canvas);
      if (!isShown(size)) return;
      sizeCanvas(canvas, size);
      drawTypedSignature(canvas, typedName, size, { ink: getComputedStyle(canvas).color, fontFamily });
    };
    draw();
    const observer = new ResizeObserver(draw);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [method, typedName, fontFamily]);

  const undo = () => {
    const engine = engineRef.current;
    if (!engine || engine.isEmpty()) return;
    const strokes = engine.toData().slice(0, -1);
    engine.fromData(strokes);
    setStrokeCount(strokes.length);
    emit(drawn());
  };

  const clearDrawing = () => {
    engineRef.current?.clear();
    setStrokeCount(0);
  };

  useImperativeHandle(ref, () => ({
    toPngDataUrl: () => signature(method, typedName)?.png ?? null,
    toSvgDataUrl: () => signature(method, typedName)?.svg ?? null,
    clear: () => {
      clearDrawing();
      setTypedName('');
      emit(null);
    },
  }));

  const nothingDrawn = strokeCount === 0 ? true : undefined;
  return (
    <div className={classNames(styles.field, className)}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      <RadioGroup
        label={methodLabel}
        orientation="horizontal"
        options={[
          { value: 'draw', label: drawLabel },
          { value: 'type', label: typeLabel },
        ]}
        value={method}
        onChange={(next: SignatureMethod) => {
          setMethod(next);
          emit(signature(next, typedName));
        }}
      />
      <div className={styles.panel} hidden={method !== 'draw'}>
        <canvas
          ref={drawingRef}
          role="img"
          aria-labelledby={labelId}
          aria-describedby={error ? `${instructionsId} ${errorId}` : instructionsId}
          className={styles.canvas}
        />
        <p id={instructionsId} className={fieldStyles.description}>
          {instructions}
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" aria-disabled={nothingDrawn} onClick={undo}>
            {undoLabel}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-disabled={nothingDrawn}
            onClick={() => {
              if (engineRef.current?.isEmpty() !== false) return;
              clearDrawing();
              emit(null);
            }}
          >
            {clearLabel}
          </Button>
        </div>
      </div>
      <div className={styles.panel} hidden={method !== 'type'}>
        <TextField
          label={typedNameLabel}
          autoComplete="name"
          value={typedName}
          onChange={(event) => {
            setTypedName(event.target.value);
            emit(typed(event.target.value));
          }}
          aria-describedby={error ? errorId : undefined}
        />
        {/* A picture of the name typed just above: nothing more for a screen reader to read. */}
        <canvas ref={previewRef} className={classNames(styles.canvas, styles.preview)} />
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
