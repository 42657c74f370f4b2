import { useSearchParams } from 'react-router';
import { SelectField } from '../../components/select-field';
import { useT } from '../../i18n/use-t';
import { SCHOOL_PARAM, useSelectedSchoolId, useUserSchools } from './school-param';
import { workspaceMessages } from './workspace.messages';

/**
 * The school-site dropdown: 'All School Sites' (no value) and the user's schools. The choice is
 * the URL's `school` parameter and scopes the reports, contacts, surveys and documents.
 */
export function SchoolSiteSelect() {
  const schools = useUserSchools();
  const selected = useSelectedSchoolId();
  const [, setParams] = useSearchParams();
  const t = useT();
  const options = schools.map((school) => ({ value: String(school.schoolId), label: school.name }));
  return (
    <SelectField
      label={t(workspaceMessages.schoolSite)}
      name="school"
      className="school-site-select"
      placeholder={t(workspaceMessages.allSchoolSites)}
      options={options}
      value={selected === null ? '' : String(selected)}
      onChange={(event) => {
        const value = event.target.value;
        setParams((params) => {
          const next = new URLSearchParams(params);
          if (value) next.set(SCHOOL_PARAM, value);
          else next.delete(SCHOOL_PARAM);
          return next;
        });
      }}
    />
  );
}
