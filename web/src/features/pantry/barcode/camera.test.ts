import { describe, expect, it } from 'vitest';
import { CAMERA_MESSAGES, CameraUnavailable, cameraProblemOf } from './camera';

const domError = (name: string) => Object.assign(new Error(name), { name });

describe('cameraProblemOf', () => {
  it("tells a refusal, a missing camera and a busy one apart by getUserMedia's error names", () => {
    expect(cameraProblemOf(domError('NotAllowedError'))).toBe('denied');
    expect(cameraProblemOf(domError('SecurityError'))).toBe('denied');
    expect(cameraProblemOf(domError('NotFoundError'))).toBe('missing');
    expect(cameraProblemOf(domError('OverconstrainedError'))).toBe('missing');
    expect(cameraProblemOf(domError('NotReadableError'))).toBe('busy');
    expect(cameraProblemOf(new CameraUnavailable())).toBe('unavailable');
    expect(cameraProblemOf(domError('TypeError'))).toBe('other');
    expect(cameraProblemOf('something odd')).toBe('other');
  });

  it('always points to typing the code, the way that needs no camera', () => {
    for (const message of Object.values(CAMERA_MESSAGES)) {
      expect(message).toMatch(/type the barcode/i);
    }
  });
});
