import { act, render, renderHook, screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/i18n';
import { AddressFields } from './address-fields';
import { AgreementConsentFields } from './agreement-consent-fields';
import { ApplicationTypeSection } from './application-type-section';
import { ContactFields } from './contact-fields';
import { useInputProps } from './input-props';
import { InProgressNotice } from './in-progress-notice';
import { applicationTitle, useApplicationTitle } from './one-step-form';
import { OperatingHoursFields } from './operating-hours-fields';
import { SignatureSlot } from './signature-slot';

const TERMS = [
  { termId: 31, type: 'SCHOOL', year: 2025, termFormatted: '2025-2026 School Year' },
  { termId: 32, type: 'SUMMER', year: 2025, termFormatted: 'Summer 2025' },
];

/** The shared sections of the application forms, in one form. */
function Sections() {
  const form = useForm<Record<string, unknown>>({ defaultValues: { termId: '', new: null } });
  return (
    <form>
      {/* The harness's form holds any field: the sections' own value types are not at stake. */}
      <ApplicationTypeSection form={form as never} terms={TERMS} programName="Backpack Buddy" />
      <ContactFields form={form} path="primary" legend="Primary Point of Contact" />
      <div className="form-grid">
        <AddressFields form={form} />
        <OperatingHoursFields form={form} />
      </div>
      <AgreementConsentFields
        form={form}
        sections={[{ heading: 'Program Purpose', agree: 'agreeToProgramPurpose' }]}
      />
      <SignatureSlot
        form={form as never}
        index={1}
        section={{ heading: 'Nondiscrimination', blocks: [] } as never}
      />
    </form>
  );
}

describe('the shared application sections', () => {
  it('keep their English', () => {
    render(<Sections />);
    screen.getByRole('heading', { name: 'Application Type' });
    screen.getByRole('radio', { name: '2025-2026 School Year' });
    screen.getByRole('group', { name: 'Has your school taken part in Backpack Buddy before?' });
    screen.getByLabelText('Job Title (optional)');
    screen.getByText('10 digits, for example 123-456-7890');
    screen.getByLabelText('Address 2 (optional)');
    screen.getByLabelText('Operating Hours Start Time');
    expect(screen.getAllByText('For example 11:00 AM')).toHaveLength(2);
    screen.getByRole('checkbox', { name: 'I Agree to Program Purpose' });
    screen.getByLabelText(
      'I certify that the information in this application is true and complete.',
    );
    const slot = screen.getByRole('group', { name: 'Nondiscrimination signature' });
    within(slot).getByLabelText('Signature for Nondiscrimination');
    within(slot).getByRole('checkbox', { name: 'I Agree to Nondiscrimination' });
  });

  it('are in Spanish when Spanish is chosen', async () => {
    await act(() => activateLanguage('es'));
    render(<Sections />);
    screen.getByRole('heading', { name: 'Tipo de solicitud' });
    screen.getByRole('group', { name: 'Seleccione el período:' });
    screen.getByRole('radio', { name: 'Año escolar 2025-2026' });
    screen.getByRole('radio', { name: 'Verano 2025' });
    screen.getByRole('group', { name: '¿Su escuela ha participado antes en Backpack Buddy?' });

    const contact = screen.getByRole('group', { name: 'Primary Point of Contact' });
    within(contact).getByLabelText('Nombre');
    within(contact).getByLabelText('Apellido');
    within(contact).getByLabelText('Cargo (opcional)');
    within(contact).getByLabelText('Teléfono');
    within(contact).getByText('10 dígitos, por ejemplo 123-456-7890');
    within(contact).getByLabelText('Correo electrónico');

    screen.getByLabelText('Dirección');
    screen.getByLabelText('Ciudad');
    screen.getByLabelText('Condado');
    screen.getByLabelText('Estado');
    screen.getByLabelText('Código postal');
    screen.getByLabelText('Hora de apertura');
    screen.getByLabelText('Hora de cierre');
    screen.getByLabelText('Código de acceso del portón (opcional)');
    expect(screen.getAllByText('Por ejemplo, 11:00 AM')).toHaveLength(2);

    screen.getByLabelText('Firma');
    screen.getByRole('checkbox', { name: 'Acepto lo dispuesto en la sección Program Purpose' });
    screen.getByLabelText(
      'Certifico que la información de esta solicitud es verdadera y completa.',
    );
    const slot = screen.getByRole('group', { name: 'Firma de la sección Nondiscrimination' });
    within(slot).getByLabelText('Firma para la sección Nondiscrimination');
    within(slot).getByText('Escriba su nombre completo');
    // 'Acepto' is seen; the section is for screen readers.
    const agree = within(slot).getByRole('checkbox', {
      name: 'Acepto lo dispuesto en la sección Nondiscrimination',
    });
    expect(document.querySelector(`label[for="${agree.id}"]`)?.firstChild?.textContent).toBe(
      'Acepto',
    );
  });

  it('give the date and time hints and a one-step title in the language', async () => {
    const english = renderHook(() => [useInputProps(), useApplicationTitle()] as const);
    expect(english.result.current[0].DATE_PROPS.hint).toBe('MM/DD/YYYY');
    expect(english.result.current[1]('Kids Cafe', 2025)).toBe(applicationTitle('Kids Cafe', 2025));
    await act(() => activateLanguage('es'));
    expect(english.result.current[0].DATE_PROPS.hint).toBe('MM/DD/AAAA (mes/día/año)');
    expect(english.result.current[0].TIME_PROPS.hint).toBe('Por ejemplo, 11:00 AM');
    expect(english.result.current[1]('Kids Cafe', 2025)).toBe(
      'Solicitud del programa Kids Cafe 2025',
    );
  });

  it('words the in-progress notice in English as before', () => {
    render(
      <InProgressNotice
        notice={{
          termYear: 2025,
          starterName: 'Olga Other',
          starterEmail: 'olga@school.example',
          contactEmail: '',
        }}
        programName="Backpack Buddy"
        contactEmail="bb@foodbank.example"
      />,
    );
    const line = screen.getByText(/^It was started by/);
    expect(line.textContent).toBe(
      'It was started by Olga Other (olga@school.example). Please work with them on it, or ' +
        'contact us at bb@foodbank.example for help.',
    );
    expect(
      within(line).getByRole('link', { name: 'bb@foodbank.example' }).getAttribute('href'),
    ).toBe('mailto:bb@foodbank.example');
  });
});
