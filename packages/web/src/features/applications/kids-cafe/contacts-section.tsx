import { KIDS_CAFE_CONTACTS, KIDS_CAFE_CONTACT_TYPES } from '@portal/domain/programs/kids-cafe';
import { YesNoController } from '../../../components/choice-controllers';
import { useT } from '../../../i18n/use-t';
import { ContactFields } from '../contact-fields';
import type { KidsCafeFormApi } from './form-api';
import { kidsCafeMessages as m } from './kids-cafe.messages';
import { useOptionLabels } from './option-labels';

/**
 * Primary and Secondary Point of Contact: each with first and last name, job title, phone
 * (written 123-456-7890), email (the two must differ, ignoring case) and whether the contact is
 * a supervisor.
 */
export function ContactsSection({ form }: { form: KidsCafeFormApi }) {
  const t = useT();
  const { label } = useOptionLabels();
  return (
    <section className="form-section" aria-labelledby="contacts-heading">
      <h3 id="contacts-heading">{t(m.contacts)}</h3>
      {KIDS_CAFE_CONTACTS.map((contact) => (
        <ContactFields
          key={contact}
          form={form}
          path={`site.${contact}`}
          legend={label('kidsCafeSiteMemberTypes', KIDS_CAFE_CONTACT_TYPES[contact])}
        >
          <YesNoController
            control={form.control}
            name={`site.${contact}.isSupervisor`}
            legend={t(m.isSupervisor)}
          />
        </ContactFields>
      ))}
    </section>
  );
}
