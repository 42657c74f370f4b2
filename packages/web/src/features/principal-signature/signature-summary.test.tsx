import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SignatureSummary } from './signature-summary';
import { makeDetails } from './signature-test-utils';
import type { SignatureDetails } from './signature-agreements';

function renderSummary(programName: string) {
  const base = makeDetails();
  const details = makeDetails({
    programName,
    school: { ...base.school, schoolMarketAgencyNumber: 'A-1234' },
  }) as unknown as SignatureDetails;
  render(
    <MemoryRouter>
      <SignatureSummary details={details} />
    </MemoryRouter>,
  );
}

// Spec 3 §3: the School Market page adds the agency number and two blank provider signature lines.
describe('SignatureSummary: what the program entry adds', () => {
  it.each([
    ['school-market', 1, 2],
    ['backpack-buddy', 0, 0],
    ['teachers-aid', 0, 0],
  ] as const)('%s: %i agency number row, %i provider signature lines', (slug, agency, lines) => {
    renderSummary(slug);
    expect(screen.queryAllByText('Agency Number')).toHaveLength(agency);
    expect(screen.queryAllByText('Provider Signature')).toHaveLength(lines);
  });
});
