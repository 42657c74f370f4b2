import { useSearchParams } from 'react-router';
import { SelectField } from '../../components/select-field';
import { SCHOOL_PARAM, useSelectedSchoolId, useUserSchools } from './school-param';

/**
 * The school-site dropdown: 'All School Sites' (no value) and the user's schools. The choice is
 * the URL's `school` parameter and scopes the reports, contacts, surveys and documents.
 */
export function SchoolSiteSelect() {
  const schools = useUserSchools();
  const selected = useSelectedSchoolId();
  const [, setParams] = useSearchParams();
  const options = schools.map((school) => ({ value: String(school.schoolId), label: school.name }));
  return (
    <SelectField
      label="School Site"
      name="school"
      className="school-site-select"
      placeholder="All School Sites"
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
