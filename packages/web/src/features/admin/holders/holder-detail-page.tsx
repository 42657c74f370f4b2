import type { ComponentType, ReactNode } from 'react';
import { Link, Navigate, Route, Routes, useParams } from 'react-router';
import { ErrorBlock } from '../../../components/error-block';
import { Loading } from '../../../components/loading';
import type { PortalProgram } from '../../../lib/programs';
import { parseRouteId } from '../route-id';
import type { ApplicationScreens } from '../schools/school-application-row';
import { routedTab, shownTabs } from '../schools/school-detail-tabs';
import type { SchoolDetailTabs, SchoolOwnTab, ShownTab } from '../schools/school-detail-tabs';
import { SchoolTabs } from '../schools/school-header';
import '../schools/school-detail.css';

/** What the detail frame reads of a holder (a Kids Cafe site, a Partner Services organization). */
export interface DetailHolder {
  /** The cache id: a tab's form starts again when it changes. */
  readonly id: string;
  readonly name: string;
  readonly deletedAt?: unknown;
}

/** What a tab of the holder's detail is given. */
export interface HolderTabProps<H> {
  readonly program: PortalProgram;
  readonly holder: H;
  readonly screens: ApplicationScreens;
}

/**
 * One kind of holder's detail (sites, organizations): its list, the query of one, its actions,
 * its own four tabs and its Add screen. The frame does the rest.
 */
export interface HolderDetailBinding<H extends DetailHolder> {
  /** 'Sites': Back to Sites, the error view's title. */
  readonly plural: string;
  /** 'site-detail': the section's class beside 'school-detail'. */
  readonly className: string;
  readonly listPath: (program: PortalProgram) => string;
  /** The holder of the id (a query hook); `holder` is undefined while loading or failed. */
  readonly useHolder: (id: number) => { holder: H | undefined; error: unknown };
  /** The holder's record id, to tell a cached other holder from the one asked for. */
  readonly holderId: (holder: H) => number;
  readonly Actions: ComponentType<{ program: PortalProgram; holder: H }>;
  /** The tabs the frame draws for the registry's detail tabs ('own'). */
  readonly tabs: Readonly<Record<SchoolOwnTab, ComponentType<HolderTabProps<H>>>>;
  /** Add a holder ('new' as the id): the profile form only. */
  readonly New: ComponentType<{ program: PortalProgram }>;
}

/**
 * The admin detail of a holder ({programUrl}/{list}/:id/*, spec 3 §2): Back to the list, the
 * holder's name with 'Archived' when it is and the actions (archive or restore, delete), a tab
 * bar built from the registry's detail tabs the module has built (each drawn by the binding),
 * and the tab of the sub-path. An unknown sub-path goes back to the list; an unknown holder
 * shows the error view; 'new' as the id is the Add screen (no sub-path).
 */
export function HolderDetailPage<H extends DetailHolder>({
  program,
  binding,
  tabs: programTabs,
  applicationScreens,
}: {
  program: PortalProgram;
  binding: HolderDetailBinding<H>;
  tabs: SchoolDetailTabs;
  applicationScreens: ApplicationScreens;
}) {
  const params = useParams();
  const holderId = parseRouteId(params.id);
  const listPath = binding.listPath(program);
  // The holder detail draws its own tabs only: another feature's screen takes a school.
  const tabs = shownTabs(program, programTabs).filter((t) => 'own' in t.tab);
  if (!routedTab(tabs, params['*'])) return <Navigate to={listPath} replace />;
  const frame = (content: ReactNode) => (
    <section className={`school-detail ${binding.className}`}>
      <Link className="school-back" to={listPath}>
        {`Back to ${binding.plural}`}
      </Link>
      {content}
    </section>
  );
  if (params.id === 'new') {
    if (params['*']) return <Navigate to={listPath} replace />;
    return frame(<binding.New program={program} />);
  }
  return frame(
    holderId !== null ? (
      <LoadedHolder
        program={program}
        binding={binding}
        holderId={holderId}
        tabs={tabs}
        screens={applicationScreens}
      />
    ) : (
      <FailedHolder program={program} plural={binding.plural} />
    ),
  );
}

function FailedHolder({ program, plural }: { program: PortalProgram; plural: string }) {
  return (
    <>
      <title>{`${plural} | ${program.name} | Partner Portal`}</title>
      <ErrorBlock />
    </>
  );
}

function LoadedHolder<H extends DetailHolder>({
  program,
  binding,
  holderId,
  tabs,
  screens,
}: {
  program: PortalProgram;
  binding: HolderDetailBinding<H>;
  holderId: number;
  tabs: readonly ShownTab[];
  screens: ApplicationScreens;
}) {
  const { holder, error } = binding.useHolder(holderId);
  if (!holder || binding.holderId(holder) !== holderId) {
    return error ? <FailedHolder program={program} plural={binding.plural} /> : <Loading />;
  }
  const listPath = binding.listPath(program);
  return (
    <>
      <title>{`${holder.name} | ${program.name} | Partner Portal`}</title>
      <div className="school-header">
        <div className="school-title">
          <h2>{holder.name}</h2>
          {holder.deletedAt != null ? <span className="school-archived">Archived</span> : null}
        </div>
        <binding.Actions program={program} holder={holder} />
      </div>
      <SchoolTabs base={`${listPath}/${holderId}`} tabs={tabs} schoolName={holder.name} />
      <Routes>
        {tabs.flatMap(({ key, tab }) => {
          if (!('own' in tab)) return [];
          const Tab = binding.tabs[tab.own];
          // A changed holder (another id) starts its forms again.
          const element = (
            <Tab key={holder.id} program={program} holder={holder} screens={screens} />
          );
          return key === '' ? (
            <Route key={key} index element={element} />
          ) : (
            <Route key={key} path={key} element={element} />
          );
        })}
        <Route path="*" element={<Navigate to={listPath} replace />} />
      </Routes>
    </>
  );
}
