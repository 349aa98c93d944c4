/**
 * The client's signature: drawn with a finger, pen or mouse (signature_pad handles pointer and touch),
 * or, for someone who cannot draw or uses a keyboard, their typed name drawn into the same canvas. Either
 * way the signature is the canvas as a PNG. The canvas follows its box's width, so it fits a phone.
 */
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { forwardRef, useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import SignaturePadLib from 'signature_pad';
import { formSendingNs } from '../../../../locales/formSending';

export interface SignatureHandle {
  /** The signature as a PNG data URL, or null when nothing is signed. */
  toPng: () => string | null;
}

const HEIGHT = 180;

export const SignaturePad = forwardRef<SignatureHandle, { error: string | null; onSigned: () => void }>(
  function SignaturePad({ error, onSigned }, ref) {
    const { t } = useTranslation(formSendingNs);
    const canvasRef = useRef<HTMLCanvasElement>(null);
    const padRef = useRef<SignaturePadLib | null>(null);
    const [signed, setSigned] = useState(false);
    const [typed, setTyped] = useState('');
    const hintId = useId();
    // Held in a ref: a new callback must not rebuild the pad (that would wipe the drawing).
    const onSignedRef = useRef(onSigned);
    onSignedRef.current = onSigned;

    useEffect(() => {
      const canvas = canvasRef.current;
      if (!canvas) return;
      // Transparent paper (the canvas shows white through its CSS): the PNG goes on the form's signature
      // line, and white paper around the ink would hide what the form prints there.
      const pad = new SignaturePadLib(canvas, { penColor: '#1a1b1e', backgroundColor: 'rgba(0,0,0,0)' });
      padRef.current = pad;
      const drawn = () => {
        setSigned(true);
        onSignedRef.current();
      };
      pad.addEventListener('endStroke', drawn);
      // A sharp line on high-density screens: the backing store is scaled by the pixel ratio.
      const fit = () => {
        const ratio = Math.max(window.devicePixelRatio || 1, 1);
        canvas.width = canvas.offsetWidth * ratio;
        canvas.height = HEIGHT * ratio;
        canvas.getContext('2d')?.scale(ratio, ratio);
        pad.clear();
        setSigned(false);
      };
      fit();
      const observer = new ResizeObserver(() => {
        // Only a change of width redraws (and so clears) the canvas.
        if (canvas.width !== canvas.offsetWidth * Math.max(window.devicePixelRatio || 1, 1)) fit();
      });
      observer.observe(canvas);
      return () => {
        observer.disconnect();
        pad.removeEventListener('endStroke', drawn);
        pad.off();
      };
    }, []);

    useImperativeHandle(ref, () => ({
      toPng: () => (signed && canvasRef.current ? canvasRef.current.toDataURL('image/png') : null),
    }));

    const clear = () => {
      padRef.current?.clear();
      setSigned(false);
    };

    const signWithName = () => {
      const canvas = canvasRef.current;
      const context = canvas?.getContext('2d');
      if (!canvas || !context || !typed.trim()) return;
      padRef.current?.clear();
      const width = canvas.offsetWidth || canvas.width;
      context.save();
      context.fillStyle = '#1a1b1e';
      context.font = `italic 36px "Segoe Script", "Brush Script MT", cursive`;
      context.textAlign = 'center';
      context.textBaseline = 'middle';
      // The name as typed, whichever script; the canvas picks the direction from the text.
      context.direction = 'inherit';
      context.fillText(typed.trim(), width / 2, HEIGHT / 2, Math.max(width - 24, 40));
      context.restore();
      setSigned(true);
      onSignedRef.current();
    };

    return (
      <Stack gap="xs">
        <Text size="sm" id={hintId}>
          {t('link.signHint')}
        </Text>
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={signed ? t('link.signatureSigned') : t('link.signatureEmpty')}
          aria-describedby={hintId}
          style={{
            inlineSize: '100%',
            blockSize: HEIGHT,
            touchAction: 'none',
            border: `1px solid ${error ? 'var(--mantine-color-error)' : 'var(--mantine-color-default-border)'}`,
            borderRadius: 'var(--mantine-radius-sm)',
            background: '#fff',
            display: 'block',
          }}
        />
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" size="xs" onClick={clear}>
            {t('link.clearSignature')}
          </Button>
        </Group>
        <Group align="flex-end" gap="xs" wrap="wrap">
          <TextInput
            style={{ flex: '1 1 12rem' }}
            label={t('link.typeToSign')}
            value={typed}
            dir="auto"
            autoComplete="name"
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
          <Button variant="light" onClick={signWithName} disabled={!typed.trim()}>
            {t('link.useTypedName')}
          </Button>
        </Group>
      </Stack>
    );
  },
);
