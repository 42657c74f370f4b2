import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FOOD_SAFETY_CERTIFICATE_LABELS } from '@portal/domain/programs/backpack-buddy';
import type { FoodSafetyCertificateState } from '@portal/domain/programs/backpack-buddy';
import { CertificateState, needsAttention } from './certificate-state';
import { declarations, readStyleSheet } from '../allocations/css-test-utils';

const foodSafetyCss = readStyleSheet(import.meta.dirname, 'food-safety.css');

// Issue 20: an expired (or soon expiring) certificate is not told by colour alone. The words
// say it; the style sheet adds weight, a thicker border and a warning sign (happy-dom draws no
// ::before, so the rules are read from the style sheet).

const STATES = Object.keys(FOOD_SAFETY_CERTIFICATE_LABELS) as FoodSafetyCertificateState[];

const className = (state: FoodSafetyCertificateState) =>
  `food-safety-state-${state.toLowerCase().replace('_', '-')}`;

describe('a food safety certificate, not by colour alone', () => {
  it.each(STATES)('says %s in words', (state) => {
    const { container } = render(<CertificateState state={state} expirationDate="01/15/2026" />);
    const badge = container.querySelector('.food-safety-state')!;
    expect(badge.textContent).toContain(FOOD_SAFETY_CERTIFICATE_LABELS[state]);
    expect(badge.classList.contains(className(state))).toBe(true);
  });

  it.each(STATES.filter(needsAttention))(
    'marks %s with weight, a thick border and a silent warning sign besides its colour',
    (state) => {
      const rule = declarations(foodSafetyCss, `.${className(state)}`);
      expect(rule).toContain('font-weight: 700');
      expect(rule).toMatch(/border: 2px solid/);
      expect(declarations(foodSafetyCss, `.${className(state)}::before`)).toContain(
        "content: '⚠ ' / ''",
      );
    },
  );

  it('gives the warning sign to expired and expiring soon only', () => {
    expect(STATES.filter(needsAttention)).toEqual(['EXPIRING_SOON', 'EXPIRED']);
    for (const state of STATES.filter((s) => !needsAttention(s))) {
      expect(declarations(foodSafetyCss, `.${className(state)}::before`)).toBe('');
    }
  });
});
