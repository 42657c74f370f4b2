-- Spanish subject and message of every email template (issue 20: a mail goes in its recipient's
-- language). Existing rows get the catalogue's Spanish defaults as they were written for this
-- migration (packages/domain/src/emails/catalogue.ts, defaultSubjectEs/defaultBodyEs); a row of
-- a template the catalogue no longer has keeps its English text in both columns. Rows created
-- later get the defaults from the server (modules/emails/templates.ts).
ALTER TABLE "admin_emails" ADD COLUMN "subject_line_es" text;--> statement-breakpoint
ALTER TABLE "admin_emails" ADD COLUMN "message_body_es" text;--> statement-breakpoint
UPDATE "admin_emails" AS e SET "subject_line_es" = v.subject, "message_body_es" = v.body
FROM (VALUES
	('principalSignatureRequest.BACKPACK_BUDDY', 'Por favor, firme la solicitud de Backpack Buddy de {schoolName}', 'Hola, {firstName}:

{schoolName} presentó una solicitud para el programa Backpack Buddy del Banco de Alimentos y lo(a) designó como su director(a).
Lea el acuerdo del programa y fírmelo electrónicamente en este enlace:
{signatureLink}

El enlace funciona durante {linkDays} días y se puede usar una sola vez. No necesita una cuenta.'),
	('principalSignatureRequest.SCHOOL_MARKET', 'Por favor, firme la solicitud de School Market de {schoolName}', 'Hola, {firstName}:

{schoolName} presentó una solicitud para el programa School Market del Banco de Alimentos y lo(a) designó como su director(a).
Lea el acuerdo del programa y fírmelo electrónicamente en este enlace:
{signatureLink}

El enlace funciona durante {linkDays} días y se puede usar una sola vez. No necesita una cuenta.'),
	('principalSignatureRequest.TEACHERS_AID', 'Por favor, firme la solicitud de Teachers Aid de {schoolName}', 'Hola, {firstName}:

{schoolName} presentó una solicitud para el programa Teachers Aid del Banco de Alimentos y lo(a) designó como su director(a).
Lea el acuerdo del programa y fírmelo electrónicamente en este enlace:
{signatureLink}

El enlace funciona durante {linkDays} días y se puede usar una sola vez. No necesita una cuenta.'),
	('applicationApproved', 'Solicitud de {programName} aprobada para {schoolName}', 'Hola, {firstName}:

La solicitud de {programName} de {schoolName} para el {termFormatted} fue aprobada. ¡Le damos la bienvenida al programa!
Inicie sesión en el Portal de Socios para ver su escuela:
{portalLink}'),
	('accountCreated', 'Su cuenta del Portal de Socios', 'Hola, {firstName}:

Un administrador del Banco de Alimentos creó para usted una cuenta del Portal de Socios.
Abra este enlace dentro de los próximos {linkDays} días para establecer su contraseña:
{setPasswordLink}

Después, inicie sesión con esta dirección de correo electrónico y su nueva contraseña.'),
	('passwordReset', 'Restablezca su contraseña del Portal de Socios', 'Hola, {firstName}:

Alguien solicitó restablecer la contraseña de su cuenta del Portal de Socios del Banco de Alimentos.
Abra este enlace dentro de una hora para elegir una contraseña nueva:
{resetLink}

Si usted no lo solicitó, puede ignorar este correo electrónico; su contraseña no cambiará.'),
	('reportReminder', 'Su informe de distribución de {month} para {schoolName}', 'Hola, {firstName}:

El informe de distribución de Backpack Buddy de {schoolName} correspondiente a {month} todavía no se ha enviado.
Envíelo en el Portal de Socios:
{reportsLink}')
) AS v(key, subject, body)
WHERE e."key" = v.key;--> statement-breakpoint
UPDATE "admin_emails" SET "subject_line_es" = "subject_line", "message_body_es" = "message_body"
WHERE "subject_line_es" IS NULL;--> statement-breakpoint
ALTER TABLE "admin_emails" ALTER COLUMN "subject_line_es" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_emails" ALTER COLUMN "message_body_es" SET NOT NULL;
