import type { APIRequestContext, Page } from '@playwright/test';
import { adminApi, educatorApi, gql } from './api';
import { POOLS, schoolForCopy, type DemoSchool } from './demo-schools';
import { expect, expectAccessible, mailbox, test, unique } from './fixtures';
import { adminPage, createEducator, schoolId } from './helpers';

/**
 * Program Settings › Emails (issue 14 item 4, spec 3 §2, §3, §5, §7): an admin edits the
 * Backpack Buddy principal-signature template and the next signature mail uses it; turns the
 * Application Approved template inactive and no approval mail is sent. Every mail comes from
 * its template through the outbox (read here in the dev mailbox).
 *
 * Journeys run in parallel: this one changes only the signature mail's subject (others read the
 * link in its text) and the approval mail (no other journey reads it), and puts both templates
 * back as it found them whatever happens.
 */

interface Template {
  emailId: number;
  key: string;
  status: string;
  subjectLine: string;
  messageBody: string;
}

const SIGNATURE = 'principalSignatureRequest.BACKPACK_BUDDY';
const APPROVED = 'applicationApproved';

async function templates(api: APIRequestContext): Promise<Template[]> {
  const { adminEmails } = await gql<{ adminEmails: Template[] }>(
    api,
    `query E2eEmails { adminEmails { emailId key status subjectLine messageBody } }`,
  );
  return adminEmails;
}

async function restore(saved: Template[]) {
  const api = await adminApi();
  try {
    await gql(
      api,
      `mutation E2eRestoreEmails($emails: [AdminEmailInput!]!) {
        adminEditEmails(emails: $emails) { emailId }
      }`,
      { emails: saved.map(({ key: _key, ...template }) => template) },
    );
  } finally {
    await api.dispose();
  }
}

/** Edit → the dialog → Done, for the template of that name. */
async function editTemplate(page: Page, name: string) {
  await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function saveChanges(page: Page) {
  await expect(
    page.getByRole('status').filter({ hasText: 'You have unsaved changes.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Update Successful', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('You have unsaved changes.')).toHaveCount(0);
}

/** A complete Backpack Buddy application of the school's 2025 school year, through the API. */
async function applyByApi(school: DemoSchool, principalEmail: string) {
  const educator = await createEducator('Emma', 'Mailer');
  const api = await educatorApi(educator.email, educator.password);
  try {
    const { programTerms } = await gql<{ programTerms: { termId: number; type: string }[] }>(
      api,
      `query E2eTerms { programTerms(programName: BACKPACK_BUDDY, termYear: 2025) { termId type } }`,
    );
    const { allDistricts } = await gql<{ allDistricts: { districtId: number; name: string }[] }>(
      api,
      `query E2eDistricts { allDistricts { districtId name } }`,
    );
    const one = await gql<{ saveApplicationStepOne: { applicationBackpackBuddyId: number } }>(
      api,
      `mutation E2eStepOne($input: SaveApplicationStepOneInput!) {
        saveApplicationStepOne(input: $input) { applicationBackpackBuddyId }
      }`,
      {
        input: {
          draft: false,
          termId: programTerms.find((t) => t.type === 'SCHOOL')!.termId,
          new: true,
          schoolType: 'NON_TRADITIONAL',
          districtId: allDistricts.find((d) => d.name === school.district)!.districtId,
          schoolId: await schoolId(school),
          address1: '1 Valley Rd',
          city: school.city,
          county: 'HARRIS',
          state: 'TX',
          zip: '77418',
          gradesServed: ['9', '10'],
          teamMembers: [
            {
              type: 'PRINCIPAL',
              firstName: 'Val',
              lastName: 'Brazos',
              phone: '9795550100',
              email: principalEmail,
            },
            {
              type: 'PRIMARY',
              firstName: 'Emma',
              lastName: 'Mailer',
              phone: '9795550101',
              email: educator.email,
            },
          ],
        },
      },
    );
    const applicationId = one.saveApplicationStepOne.applicationBackpackBuddyId;
    await gql(
      api,
      `mutation E2eStepTwo($input: SaveApplicationStepTwoInput!) {
        saveApplicationStepTwo(input: $input) { applicationBackpackBuddyId }
      }`,
      {
        input: {
          applicationBackpackBuddyId: applicationId,
          draft: false,
          numTotalEnrollment: '300',
          numReducedLunch: '30',
          numFreeLunch: '60',
          certififedVerification: true,
          programInterests: [],
          emailSecondaryCoordinator: false,
          willHelpMediaEvents: true,
          willDistributeInfo: true,
        },
      },
    );
    const three = await gql<{ saveApplicationStepThree: { status: string } }>(
      api,
      `mutation E2eStepThree($input: SaveApplicationStepThreeInput!) {
        saveApplicationStepThree(input: $input) { status }
      }`,
      {
        input: {
          applicationBackpackBuddyId: applicationId,
          draft: false,
          nameSignFirst: 'Emma Mailer',
          nameSignSecond: 'Emma Mailer',
          nameSignThird: 'Emma Mailer',
          agreeToProgramPurpose: true,
          agreeToProgramResponsibilities: true,
          agreeNondiscrimination: true,
          verifyPrincipalEmail: principalEmail,
        },
      },
    );
    expect(three.saveApplicationStepThree.status).toBe('PENDING_PRINCIPAL');
    return { educator, applicationId };
  } finally {
    await api.dispose();
  }
}

test('an admin edits the signature mail and turns the approval mail off', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const school = schoolForCopy(POOLS.adminEditsEmails);
  const principalEmail = `principal.${school.index}@brazos-valley.example`;
  const tag = unique();
  const admin = await adminApi();
  const saved = (await templates(admin)).filter((t) => [SIGNATURE, APPROVED].includes(t.key));
  let applicationId: number | undefined;
  try {
    const page = await adminPage(browser);
    await page.goto('/backpack-buddy/settings/emails');
    await expect(page.getByRole('heading', { name: 'Emails', level: 3 })).toBeVisible();
    await expectAccessible(page);

    // The signature request: Done refuses an empty subject, then takes a new one.
    const signature = await editTemplate(page, 'Backpack Buddy Principal Signature Request');
    const subject = signature.getByLabel('Subject', { exact: true });
    await subject.fill('');
    await signature.getByRole('button', { name: 'Done' }).click();
    await expect(signature.getByText('Required', { exact: true })).toBeVisible();
    await expect(subject).toBeFocused();
    await subject.fill(`Signature needed at {schoolName} ${tag}`);
    const preview = signature.getByRole('region', { name: 'Preview', exact: true });
    await expect(preview).toContainText(`Signature needed at Lincoln Elementary ${tag}`);
    await expectAccessible(page);
    await signature.getByRole('button', { name: 'Done' }).click();
    await expect(signature).toBeHidden();

    // The approval mail: inactive.
    const approved = await editTemplate(page, 'Application Approved');
    await approved.getByLabel('Status').selectOption('INACTIVE');
    await approved.getByRole('button', { name: 'Done' }).click();
    await saveChanges(page);
    const approvedRow = page.getByRole('row').filter({ hasText: 'Application Approved' });
    await expect(approvedRow.getByText('Inactive', { exact: true })).toBeVisible();
    await expect(approvedRow).toContainText('by Ada Admin');

    // The next signature mail uses the edited subject, with the school's name.
    const applied = await applyByApi(school, principalEmail);
    applicationId = applied.applicationId;
    const mail = (await mailbox(request)).find(
      (m) => m.to === principalEmail && m.kind === 'principal-signature',
    );
    expect(mail?.subject).toBe(`Signature needed at ${school.name} ${tag}`);
    const token = /principal-signature\/([\w-]+)/.exec(mail!.text)![1]!;

    // The principal signs: approved, and no approval mail while its template is inactive.
    await gql(
      request,
      `mutation E2eSign($input: PrincipalSignatureInput!) {
        principalSignature(input: $input) { success }
      }`,
      { input: { id: token, signeeName: 'Val Brazos', signeeEmail: principalEmail } },
    );
    const status = await gql<{ applicationBackpackBuddy: { status: string } }>(
      admin,
      `query E2eStatus($id: Int!) { applicationBackpackBuddy(id: $id) { status } }`,
      { id: applicationId },
    );
    expect(status.applicationBackpackBuddy.status).toBe('APPROVED');
    expect(
      (await mailbox(request)).filter(
        (m) => m.to === applied.educator.email && m.kind === 'application-approved',
      ),
    ).toEqual([]);
    await page.close();
  } finally {
    await restore(saved);
    // The school's term free again for the next copy or retry.
    if (applicationId !== undefined) {
      await gql(
        admin,
        `mutation E2eDelete($id: Int!) {
          adminDeleteApplication(program: BACKPACK_BUDDY, applicationId: $id) { schoolId }
        }`,
        { id: applicationId },
      );
    }
    await admin.dispose();
  }
});
