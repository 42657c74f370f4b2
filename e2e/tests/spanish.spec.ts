import type { Page } from '@playwright/test';
import { POOLS, schoolForAttempt, type DemoSchool } from './demo-schools';
import { expect, expectAccessible, mailbox, test, unique, uniqueEmail } from './fixtures';
import { anonymousPage, signInNewEducator, signatureLink } from './helpers';

/**
 * Issue 20's "done when": a Spanish-speaking educator applies and reports, and a
 * Spanish-speaking principal signs, entirely in Spanish in Chromium. The browser prefers
 * Spanish (es-MX), so the portal opens in Spanish without a click; the principal's browser is
 * English and uses the switch. Every text the journey looks for is the Spanish catalogue's.
 */
test.use({ locale: 'es-MX' });

const PASSWORD = 'Jardin2026';

/** No English of the screens the journey reads (the spec's English words a form would show). */
async function expectNoEnglish(page: Page) {
  for (const english of ['Save as Draft', 'Submit', 'Required', 'Programs', 'Log Out']) {
    await expect(page.getByText(english, { exact: true })).toHaveCount(0);
  }
}

async function chooseSchool(page: Page, school: DemoSchool) {
  const types = {
    Elementary: 'Primaria',
    Middle: 'Intermedia',
    High: 'Preparatoria',
    'Non-Traditional': 'No tradicional',
  } as const;
  await page.getByLabel('Tipo de escuela').selectOption({ label: types[school.type] });
  await page.getByLabel('Distrito').selectOption({ label: school.district });
  await page.getByLabel('Escuela', { exact: true }).selectOption({ label: school.name });
  await expect(page.getByLabel('Ciudad')).toHaveValue(school.city);
}

async function addParticipant(
  page: Page,
  person: { first: string; last: string; type: string; phone: string; email: string },
) {
  await page.getByRole('button', { name: 'Agregar participante' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar participante' });
  await dialog.getByLabel('Nombre').fill(person.first);
  await dialog.getByLabel('Apellido').fill(person.last);
  await dialog.getByLabel('Tipo').selectOption({ label: person.type });
  await dialog.getByLabel('Teléfono').fill(person.phone);
  await dialog.getByLabel('Correo electrónico').fill(person.email);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
}

test('a Spanish-speaking educator registers and applies, and the principal signs, in Spanish', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const school = schoolForAttempt(POOLS.spanishApplication);
  const principalEmail = `directora.${unique()}@school.example`;

  // Registration, in Spanish from the first paint (the browser's language).
  await page.goto('/register');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { name: 'Registrarse' })).toBeVisible();
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await expect(page.getByLabel('Nombre')).toHaveAccessibleDescription(/Obligatorio/);
  await expectAccessible(page);
  await page.getByLabel('Nombre').fill('Lucía');
  await page.getByLabel('Apellido').fill('Gómez');
  await page.getByLabel('Teléfono').fill('7135550199');
  await page.getByLabel('Correo electrónico').fill(uniqueEmail('lucia'));
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Registrarse' }).click();

  // The landing page, then Backpack Buddy's start page.
  await expect(page.getByRole('heading', { name: 'Programas', level: 1 })).toBeVisible();
  await page
    .getByRole('article', { name: 'Backpack Buddy' })
    .getByRole('button', { name: 'Visitar' })
    .click();
  await expect(page).toHaveURL(/\/backpack-buddy\/start$/);
  await page.getByRole('link', { name: 'Comenzar la solicitud' }).click();
  await expect(page.getByRole('heading', { name: 'Solicitud del programa 2025' })).toBeVisible();

  // A submit with nothing filled in: the missing-fields message, in Spanish.
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(
    page.getByText('Faltan campos obligatorios. Revise los campos de arriba.'),
  ).toBeVisible();
  await expectNoEnglish(page);

  // Step 1.
  await page.getByRole('radio', { name: 'Año escolar 2025-2026' }).check();
  await page
    .getByRole('group', { name: /ha participado antes en Backpack Buddy/ })
    .getByRole('radio', { name: 'No' })
    .check();
  await chooseSchool(page, school);
  await page.getByLabel('Dirección', { exact: true }).fill('200 Calle Mayor');
  await page.getByLabel('Código postal').fill('77001');
  for (const grade of ['9.º grado', '10.º grado', '11.º grado', '12.º grado']) {
    await page.getByRole('checkbox', { name: grade, exact: true }).check();
  }
  await addParticipant(page, {
    first: 'Marta',
    last: 'Reyes',
    type: 'Director(a)',
    phone: '2815550100',
    email: principalEmail,
  });
  await addParticipant(page, {
    first: 'Lucía',
    last: 'Gómez',
    type: 'Coordinador(a) principal',
    phone: '2815550101',
    email: `lucia.${unique()}@school.example`,
  });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('Se guardó correctamente')).toBeVisible();

  // Step 2.
  await expect(
    page.getByRole('heading', { name: 'Solicitud del programa (continuación)' }),
  ).toBeVisible();
  await page.getByLabel('Matrícula total').fill('500');
  await page.getByLabel('Estudiantes que califican para almuerzo gratuito').fill('600');
  await page.getByLabel('Estudiantes que califican para almuerzo a precio reducido').fill('50');
  await page.getByRole('checkbox', { name: /Certifico que/ }).check();
  for (const question of [
    /eventos de prensa/,
    /compartirá información/,
    /coordinador\(a\) secundario/,
  ]) {
    await page.getByRole('group', { name: question }).getByRole('radio', { name: 'Sí' }).check();
  }
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('Debe ser menor que la matrícula total')).toBeVisible();
  await page.getByLabel('Estudiantes que califican para almuerzo gratuito').fill('300');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Siguiente' }).click();

  // Step 3: the agreement in Spanish, the English marked as the binding version.
  await expect(
    page.getByRole('heading', { name: 'Acuerdo de la solicitud del programa' }),
  ).toBeVisible();
  await expect(
    page.getByText(/La versión en inglés es la versión vinculante/).first(),
  ).toBeVisible();
  for (const section of [
    'Propósito del programa',
    'Responsabilidades del programa',
    'No discriminación',
  ]) {
    await page.getByLabel(`Firma para la sección ${section}`).fill('Lucía Gómez');
    await page
      .getByRole('checkbox', { name: `Acepto lo dispuesto en la sección ${section}` })
      .check();
  }
  await page.getByLabel('Confirme el correo electrónico del director(a)').fill(principalEmail);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page).toHaveURL(/\/backpack-buddy\/application\/status\/\d+$/);
  await expect(page.getByRole('button', { name: 'Solicitud pendiente' })).toBeDisabled();
  await expectNoEnglish(page);

  // The principal's mail is in Spanish: the educator who submitted it reads Spanish.
  const mail = (await mailbox(page)).find(
    (m) => m.to === principalEmail && m.kind === 'principal-signature',
  );
  expect(mail?.subject).toBe(`Por favor, firme la solicitud de Backpack Buddy de ${school.name}`);
  expect(mail?.text).toContain('Backpack Buddy');

  // The principal opens the link in an English browser and switches to Spanish.
  const link = await signatureLink(page, principalEmail);
  const principal = await anonymousPage(browser);
  await principal.goto(link);
  await principal.getByRole('button', { name: 'Español' }).click();
  await expect(principal.getByRole('heading', { name: 'Firma del director(a)' })).toBeVisible();
  await expect(principal.locator('html')).toHaveAttribute('lang', 'es');
  await expect(
    principal.getByText(/La versión en inglés es la versión vinculante/).first(),
  ).toBeVisible();
  await expectAccessible(principal);
  await principal.getByLabel('Nombre del firmante').fill('Marta Reyes');
  await principal.getByLabel('Correo electrónico del firmante').fill('otra@school.example');
  await principal.getByRole('button', { name: 'Enviar respuesta firmada' }).click();
  await expect(principal.getByText('El correo electrónico no coincide')).toBeVisible();
  await principal.getByLabel('Correo electrónico del firmante').fill(principalEmail);
  await principal.getByRole('button', { name: 'Enviar respuesta firmada' }).click();
  await expect(principal.getByText('Firma enviada correctamente')).toBeVisible();
  await principal.context().close();

  // The educator's application is approved, in Spanish, in My Account.
  await page.goto('/backpack-buddy/account/applications');
  const row = page.getByRole('row', { name: new RegExp(school.name) });
  await expect(row.getByRole('cell', { name: 'Aprobada' })).toBeVisible();
  await expectAccessible(page);
});

test('a Spanish-speaking educator reports a month in Spanish', async ({ page }) => {
  test.setTimeout(120_000);
  // Eastwood Park Middle School: an approved 2026 application, no students from November 2026
  // on (demo data). The journey submits its month: a retry takes the next one.
  const school = POOLS.spanishReport[0]!;
  const monthName = test.info().retry === 0 ? 'noviembre' : 'diciembre';
  // An account made by an admin has no language yet: it opens in the browser's (Spanish), which
  // the portal then saves on the account.
  await signInNewEducator(page, 'Sofia', 'Ramos', [school]);
  await expect(page.getByRole('heading', { name: 'Programas', level: 1 })).toBeVisible();
  await page.goto('/backpack-buddy/dashboard');
  await expect(
    page.getByRole('heading', { name: 'Informes de distribución de mochilas' }),
  ).toBeVisible();
  await page.getByLabel(/Sitio escolar/).selectOption({ label: school.name });
  const region = page.getByRole('region', { name: `${monthName} de 2026`, exact: true });
  await expect(region).toBeVisible();
  await expectAccessible(page);

  await region.getByRole('button', { name: 'Agregar estudiante' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar estudiante' });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Obligatorio').first()).toBeVisible();
  await dialog.getByLabel('Nombre del estudiante').fill('Ana Díaz');
  await dialog.getByLabel('Número de identificación del estudiante').fill('S-900');
  const counts = dialog.getByRole('group', { name: 'Mochilas distribuidas' }).getByRole('textbox');
  for (let i = 0; i < (await counts.count()); i += 1) await counts.nth(i).fill('1');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Distribución guardada')).toBeVisible();
  await expect(region.getByRole('rowheader', { name: 'Ana Díaz', exact: true })).toBeVisible();

  await region.getByLabel('Comentarios').fill('Todo bien este mes.');
  await region.getByRole('button', { name: 'Enviar informe' }).click();
  await expect(page.getByText('Informe enviado')).toBeVisible();
  await expect(region.getByRole('button', { name: 'Agregar estudiante' })).toHaveCount(0);
  await expectNoEnglish(page);
});
