import { act, renderHook, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { ApiError } from './api-client.ts';
import { applyApiFieldErrors, useApiFormErrors } from './use-api-form-errors.ts';

describe('applyApiFieldErrors', () => {
  it('maps API field errors onto form fields, joining messages with a space', () => {
    const { result } = renderHook(() => useForm({ defaultValues: { email: '', username: '' } }));
    const handled = applyApiFieldErrors(
      result.current,
      new ApiError(422, 'VALIDATION_ERROR', '', { email: ['Email non valida'], username: ['Troppo corto.', 'Già usato.'] }),
    );
    expect(handled).toBe(true);
    expect(result.current.getFieldState('email').error?.message).toBe('Email non valida');
    expect(result.current.getFieldState('username').error?.message).toBe('Troppo corto. Già usato.');
  });

  it('renames fields through the map and reports fields the form does not have', () => {
    const { result } = renderHook(() => useForm({ defaultValues: { newPassword: '' } }));
    const mapped = applyApiFieldErrors(result.current, new ApiError(422, 'VALIDATION_ERROR', '', { password: ['Password non valida'] }), {
      fieldMap: { password: 'newPassword' },
    });
    expect(mapped).toBe(true);
    expect(result.current.getFieldState('newPassword').error?.message).toBe('Password non valida');
    expect(applyApiFieldErrors(result.current, new ApiError(422, 'VALIDATION_ERROR', '', { code: ['x'] }))).toBe(false);
    expect(applyApiFieldErrors(result.current, new ApiError(400, 'INVALID_CODE', ''))).toBe(false);
  });
});

describe('useApiFormErrors', () => {
  it('puts a code that belongs to a field under that field, translated, and anything else in the error modal', async () => {
    renderWithProviders(<div />);
    const { result } = renderHook(() => {
      const form = useForm({ defaultValues: { oldPassword: '', password: '' } });
      return { form, onError: useApiFormErrors(form, { codeFields: { INVALID_PASSWORD: 'oldPassword' } }) };
    });
    act(() => result.current.onError(new ApiError(400, 'INVALID_PASSWORD', 'whatever')));
    expect(result.current.form.getFieldState('oldPassword').error?.message).toBe('La password non è corretta.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => result.current.onError(new ApiError(400, 'BALANCE_LOW', '')));
    expect(await screen.findByRole('dialog', { name: 'Si è verificato un problema' })).toHaveTextContent('Fondi insufficienti: ricarica il wallet.');
  });
});
