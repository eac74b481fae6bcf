// What a caller of POST /machineTranslation/actions/translateText reads when the engine's service stops serving
// the portal (decision 131): the catalogue's words with the code, not a bare "engine failed".
import { MT_ENGINE_ERROR_MESSAGES } from '@lingua/contract';
import { describe, expect, it } from 'vitest';
import { MtError } from '../../engines/mt/index.ts';
import { engineError } from './caller.ts';

describe('engineError', () => {
  it('answers a spent quota and a refused key with 503 and the catalogue message', () => {
    for (const code of ['ENGINE_QUOTA_EXCEEDED', 'ENGINE_UNAUTHORIZED'] as const) {
      expect(() => engineError(new MtError(code, MT_ENGINE_ERROR_MESSAGES[code]))).toThrow(
        expect.objectContaining({ status: 503, errorCode: code, message: MT_ENGINE_ERROR_MESSAGES[code] }),
      );
    }
    expect(() => engineError(new MtError('ENGINE_FAILURE', 'DeepL failed: Internal error'))).toThrow(
      expect.objectContaining({ status: 502, message: 'The translation engine failed; please try again' }),
    );
  });
});
