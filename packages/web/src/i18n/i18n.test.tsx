import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LanguageSwitch } from '../components/language-switch';
import { activateLanguage, i18n, translateMessage } from './i18n';
import { defineMessages } from './define-messages';
import { RichText } from './rich-text';
import { useT } from './use-t';
import { layoutMessages } from '../app/layout.messages';

const sample = defineMessages('sample', {
  hello: 'Hello {name}',
  students: '{count, plural, one {# student} other {# students}}',
  read: 'Read the <0>agreement</0> first',
  quote: "Passwords don't match",
});

function Sample() {
  const t = useT();
  return (
    <div>
      <p>{t(layoutMessages.skipToMain)}</p>
      <p>{t(sample.hello, { name: 'Ana' })}</p>
      <p>{t(sample.students, { count: 2 })}</p>
      <p>{t(sample.quote)}</p>
      <p>
        <RichText message={sample.read} elements={[<a key="a" href="/agreement" />]} />
      </p>
    </div>
  );
}

describe('the portal i18n', () => {
  it('formats English messages with values, plurals and elements', () => {
    render(<Sample />);
    expect(screen.getByText('Hello Ana')).toBeTruthy();
    expect(screen.getByText('2 students')).toBeTruthy();
    expect(screen.getByText("Passwords don't match")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'agreement' }).getAttribute('href')).toBe('/agreement');
  });

  it('switches the screen to Spanish and back with the language switch', async () => {
    render(
      <>
        <LanguageSwitch />
        <Sample />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Español' }));
    expect(await screen.findByText('Saltar al contenido principal')).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem('portal.language')).toBe('es');
    const english = screen.getByRole('button', { name: 'English' });
    expect(english.getAttribute('lang')).toBe('en');
    await userEvent.click(english);
    expect(await screen.findByText('Skip to main content')).toBeTruthy();
  });

  it('leaves domain messages English in English', async () => {
    await act(() => activateLanguage('en'));
    expect(translateMessage(i18n, 'Required')).toBe('Required');
  });
});
