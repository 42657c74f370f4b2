import { act, render, screen } from '@testing-library/react';
import { describe, it } from 'vitest';
import { PROGRAMS_BY_KEY } from '@portal/domain';
import { activateLanguage } from '../../i18n/i18n';
import { ApplicationStatusPage } from './application-status-page';

describe('the application status page', () => {
  it('says who signs next, in English as the spec words it', () => {
    render(<ApplicationStatusPage program={PROGRAMS_BY_KEY.backpackBuddy} />);
    screen.getByText(
      'Your principal must e-sign the application through the link we emailed to them. ' +
        'We will review it once it is signed.',
    );
    screen.getByRole('button', { name: 'Application Pending' });
  });

  it.each([
    [
      'schoolMarket',
      null,
      'Your principal or primary point of contact must e-sign the application through the link we emailed to them. We will review it once it is signed.',
    ],
    [
      'schoolMarket',
      'PRIMARY_POINT_OF_CONTACT',
      'Your primary point of contact must e-sign the application through the link we emailed to them. We will review it once it is signed.',
    ],
    ['kidsCafe', null, 'Our team will evaluate your application and follow up with you.'],
  ] as const)('%s, signer role %s: the English next step', (key, role, text) => {
    render(<ApplicationStatusPage program={PROGRAMS_BY_KEY[key]} signerRole={role} />);
    screen.getByText(text);
  });

  it('says who signs next in Spanish, by the program and by the signer role', async () => {
    await act(() => activateLanguage('es'));
    const { unmount } = render(<ApplicationStatusPage program={PROGRAMS_BY_KEY.backpackBuddy} />);
    screen.getByText(
      'El director(a) de su escuela debe firmar la solicitud electrónicamente mediante el ' +
        'enlace que le enviamos por correo electrónico. La revisaremos una vez que esté firmada.',
    );
    unmount();
    render(
      <ApplicationStatusPage
        program={PROGRAMS_BY_KEY.schoolMarket}
        signerRole="PRIMARY_POINT_OF_CONTACT"
      />,
    );
    screen.getByText(/^Su contacto principal debe firmar la solicitud electrónicamente/);
  });

  it('says the team reviews a program without a signer, in Spanish', async () => {
    await act(() => activateLanguage('es'));
    render(<ApplicationStatusPage program={PROGRAMS_BY_KEY.partnerServices} />);
    screen.getByText('Nuestro equipo evaluará su solicitud y se comunicará con usted.');
  });
});
