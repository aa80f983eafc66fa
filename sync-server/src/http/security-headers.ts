/**
 * Security headers for every response. The CSP allows no inline script (the app ships none);
 * inline styles stay allowed because Radix sets positioning styles at run time.
 * 'wasm-unsafe-eval' lets the barcode scanner compile its own WebAssembly (served from /assets/);
 * it allows no JavaScript eval.
 */
import { secureHeaders } from 'hono/secure-headers';

export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    // Voice commands and pantry scans need the microphone and camera; the screen stays awake
    // while cooking. Nothing else is granted, and never to other origins.
    permissionsPolicy: {
      microphone: ['self'],
      camera: ['self'],
      screenWakeLock: ['self'],
      geolocation: [],
      payment: [],
      usb: [],
    },
  });
