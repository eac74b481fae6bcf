import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { UploadProgress } from './upload-progress.tsx';
import { renderWithLingua } from '../../../test/render.tsx';

describe('UploadProgress', () => {
  it.each([
    [50, 'uploading', '45'],
    [100, 'uploading', '90'],
    [100, 'creating', '95'],
    [100, 'done', '100'],
  ] as const)('shows %i%% uploaded while %s as %s', (uploadPercent, phase, expected) => {
    renderWithLingua(<UploadProgress uploadPercent={uploadPercent} phase={phase} />);
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', expected);
  });
});
