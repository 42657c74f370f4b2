import { useQuery } from '@apollo/client/react';
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { SETTINGS_LABELS, formatShortDate, isBuilt, type Program } from '@portal/domain';
import { ErrorBlock } from '../../../components/error-block';
import { Loading } from '../../../components/loading';
import { AuditHistory } from '../audit-history';
import { builtSettingsTabs, settingsTabs, type SettingsTabEntries } from './settings-screens';
import type { ProgramSettings } from './settings-types';
import { AdminProgramSettingsDocument } from './settings.queries';
import '../admin-detail.css';
import './settings.css';

/**
 * {program.url}/settings/* (spec 3 §2 Program Settings): the program's settings sub-tabs as a
 * sub-navigation and nested routes, when they were last edited, and their change history. A
 * sub-tab carrying the `notBuilt` marker is left out of the sub-navigation; its address shows a
 * short "not available yet" panel.
 */
export default function ProgramSettingsPage({
  program,
  tabs,
}: {
  program: Program;
  /** The program's sub-tabs: its web module's `settingsTabs`. */
  tabs: SettingsTabEntries;
}) {
  const { data, error } = useQuery(AdminProgramSettingsDocument, {
    variables: { program: program.programEnum },
  });
  const settings = data?.adminProgramSettings;
  const loaded = settings && settings.program === program.programEnum ? settings : undefined;
  return (
    <section className="program-settings" aria-labelledby="program-settings-title">
      <title>{`Program Settings | ${program.name} | Partner Portal`}</title>
      <h2 id="program-settings-title">Program Settings</h2>
      {loaded ? (
        <LoadedSettings program={program} settings={loaded} entries={tabs} />
      ) : error ? (
        <ErrorBlock headingLevel={3} />
      ) : (
        <Loading />
      )}
    </section>
  );
}

function LoadedSettings({
  program,
  settings,
  entries,
}: {
  program: Program;
  settings: ProgramSettings;
  entries: SettingsTabEntries;
}) {
  const tabs = builtSettingsTabs(program, entries);
  const first = tabs[0];
  return (
    <>
      {settings.lastEdited ? (
        <p className="settings-edited">{`Last edited ${formatShortDate(settings.lastEdited)}`}</p>
      ) : null}
      <nav className="sub-nav settings-tabs" aria-label={`${program.name} Program Settings`}>
        <ul>
          {tabs.map(({ tab, route }) => (
            <li key={tab.path}>
              <NavLink to={tab.path} end={route === ''}>
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Routes>
        {settingsTabs(program, entries).map(({ tab, route, screen }) => {
          const element = isBuilt(screen) ? (
            (() => {
              const Screen = screen;
              return <Screen program={program} settings={settings} />;
            })()
          ) : (
            <NotBuiltPanel label={tab.label} />
          );
          return route === '' ? (
            <Route key={tab.path} index element={element} />
          ) : (
            <Route key={tab.path} path={route} element={element} />
          );
        })}
        <Route
          path="*"
          element={
            first ? (
              <Navigate to={first.tab.path} replace />
            ) : (
              <NotBuiltPanel label="Program Settings" />
            )
          }
        />
      </Routes>
      <AuditHistory entries={settings.history} fieldLabels={SETTINGS_LABELS} />
    </>
  );
}

/** The address of a sub-tab not built yet (the sub-navigation does not show it). */
function NotBuiltPanel({ label }: { label: string }) {
  return (
    <section className="settings-section" aria-label={label}>
      <h3>{label}</h3>
      <p>{`${label} settings are not available yet.`}</p>
    </section>
  );
}
