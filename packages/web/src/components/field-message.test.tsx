import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { activateLanguage } from '../i18n/i18n';
import { Alert } from './alert';
import { CheckboxField } from './checkbox-field';
import { FieldError } from './field-message';
import { SelectField } from './select-field';
import { TextField } from './text-field';

describe('field messages in Spanish', () => {
  it.each([
    [MESSAGES.required, 'Obligatorio'],
    [MESSAGES.invalidEmail, 'Correo electrónico no válido'],
    [MESSAGES.maxLength(255), 'Debe tener 255 caracteres o menos'],
    [MESSAGES.principalAlreadyExists, 'Ya hay un(a) director(a) de la escuela'],
    ['A text of the server that is not ours', 'A text of the server that is not ours'],
  ])('FieldError shows %j as %j', async (english, spanish) => {
    await act(() => activateLanguage('es'));
    render(<FieldError id="e">{english}</FieldError>);
    expect(screen.getByText(spanish).id).toBe('e');
  });

  it('leaves the message English in English', () => {
    render(<FieldError id="e">{MESSAGES.required}</FieldError>);
    expect(screen.getByText('Required')).toBeTruthy();
  });

  it('ties the Spanish message to its text box, select and checkbox', async () => {
    await act(() => activateLanguage('es'));
    render(
      <>
        <TextField label="Correo electrónico" name="email" error={MESSAGES.invalidEmail} />
        <SelectField label="Tipo" name="type" options={[]} error={MESSAGES.required} />
        <CheckboxField label="Acepto" name="agree" error={MESSAGES.youMustReadAgreement} />
      </>,
    );
    const email = screen.getByRole('textbox', { name: 'Correo electrónico' });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Correo electrónico no válido').id).toBe(
      email.getAttribute('aria-describedby'),
    );
    const type = screen.getByRole('combobox', { name: 'Tipo' });
    expect(screen.getByText('Obligatorio').id).toBe(type.getAttribute('aria-describedby'));
    // The placeholder option follows the language too.
    expect(screen.getByRole('option').textContent).toBe('Seleccione…');
    const agree = screen.getByRole('checkbox', { name: 'Acepto' });
    expect(screen.getByText('Debe leer el acuerdo que aparece arriba').id).toBe(
      agree.getAttribute('aria-describedby'),
    );
  });

  it('Alert shows a domain message in Spanish and other content as given', async () => {
    await act(() => activateLanguage('es'));
    render(
      <>
        <Alert>{MESSAGES.networkError}</Alert>
        <Alert variant="info">
          <strong>Texto propio</strong>
        </Alert>
      </>,
    );
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Error de red, inténtelo de nuevo.',
      'Texto propio',
    ]);
  });
});
