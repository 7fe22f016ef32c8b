'use client';

import { Authenticated, CoreAdminContext, CoreAdminUI, CustomRoutes, Resource, memoryStore } from 'ra-core';
import { useMemo, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import { authProvider } from './auth-provider';
import { SCHEMA_RESOURCES } from './content-resources';
import { dataProvider } from './data-provider';
import { GenericCreate, GenericEdit, GenericList } from './generic-screens';
import { createI18nProvider, savedLanguage } from './i18n-provider';
import { LoginPage } from './login-page';
import { useMemberLanguage } from './member-language';
import { ProductCreate, ProductEdit } from './products/product-form';
import { ProductList } from './products/product-list';
import { CustomerGroupEdit, CustomerGroupList } from './pricing/customer-groups';
import { PriceListEdit } from './pricing/price-list-form';
import { PriceListList } from './pricing/price-lists';
import { AccountScreen } from './screens/account-screen';
import { CustomerList, CustomerShow } from './screens/customer-screens';
import { Dashboard } from './screens/dashboard';
import { AboutEdit, AccessCodeGenerate, AccessHub, ContactEdit, ContentHub, RevokeCodeButton } from './screens/hubs';
import { AssignmentRulesScreen } from './inquiries/assignment-rules';
import { ExchangeRateScreen } from './inquiries/exchange-rate-screen';
import { InquiryDetailScreen } from './inquiries/inquiry-detail';
import { InquiryInbox } from './inquiries/inquiry-inbox';
import { ReplyTemplatesScreen } from './inquiries/reply-templates';
import { ImportScreen } from './screens/import-screen';
import { RoleTableScreen } from './screens/role-table-screen';
import { AuditList, StaffCreate, StaffEdit, StaffList } from './screens/staff-screens';
import { TopicsScreen } from './screens/topics-screen';
import { SetupPage } from './setup-page';
import { RoleGate, Shell } from './shell';
import { Refused } from './ui-kit';
import { useTranslate } from 'ra-core';

// The workspace — ra-core's headless controllers and router under /admin, our own
// components (ADR 0024). Every resource is registered for every role: a screen the role cannot
// open shows the refused state and the menu hides it; both read the role table (ADR 0042), as
// the server's guards do, so the server's 403 and the screen's refusal agree.

function Layout({ children }: { children: ReactNode }) {
  return (
    <Authenticated>
      <Shell>{children}</Shell>
    </Authenticated>
  );
}

const gate = (resource: string, node: ReactNode) => <RoleGate resource={resource}>{node}</RoleGate>;

function NotFound() {
  const t = useTranslate();
  return (
    <div className="a-state">
      <h1 className="a-h1">{t('notFound.title')}</h1>
      <p className="a-sub">{t('notFound.body')}</p>
    </div>
  );
}

export function WorkspaceApp() {
  const i18nProvider = useMemo(() => createI18nProvider(savedLanguage(), () => undefined), []);
  const store = useMemo(() => memoryStore(), []);
  useMemberLanguage(store);
  // ra-core's own router would be a HashRouter: the workspace wants real paths under /admin, so it
  // sits in a BrowserRouter whose basename is /admin. Every link and navigate() in the workspace
  // is then written from the workspace's root ('/products'), and ra-core's own basename stays ''
  // (a basename on ra-core alone left plain links like the side nav's pointing at the shop).
  return (
    <BrowserRouter basename="/admin">
      <Routes>
        <Route path="/*" element={<Workspace i18nProvider={i18nProvider} store={store} />} />
      </Routes>
    </BrowserRouter>
  );
}

function Workspace({ i18nProvider, store }: { i18nProvider: ReturnType<typeof createI18nProvider>; store: ReturnType<typeof memoryStore> }) {
  return (
    <CoreAdminContext basename="" dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={store}>
      <CoreAdminUI layout={Layout} loginPage={LoginPage} dashboard={Dashboard} catchAll={NotFound} disableTelemetry title="Lantern" accessDenied={Refused}>
        <Resource name="products" list={gate('products', <ProductList />)} edit={gate('products', <ProductEdit />)} create={gate('products', <ProductCreate />)} />
        <Resource name="topics" list={gate('topics', <TopicsScreen />)} />
        <Resource name="staff" list={gate('staff', <StaffList />)} edit={gate('staff', <StaffEdit />)} create={gate('staff', <StaffCreate />)} />
        <Resource name="audit" list={gate('audit', <AuditList />)} />
        <Resource name="about" list={gate('about', <AboutEdit />)} />
        <Resource name="contact" list={gate('contact', <ContactEdit />)} />
        <Resource name="customers" list={gate('customers', <CustomerList />)} edit={gate('customers', <CustomerShow />)} />
        <Resource
          name="access-codes"
          list={gate('access-codes', <GenericList {...SCHEMA_RESOURCES.find((r) => r.name === 'access-codes')!} resource="access-codes" />)}
          edit={gate(
            'access-codes',
            <GenericEdit
              {...SCHEMA_RESOURCES.find((r) => r.name === 'access-codes')!}
              resource="access-codes"
              extraActions={(record) => <RevokeCodeButton id={record.id as number} status={record.status} />}
            />,
          )}
          create={gate('access-codes', <AccessCodeGenerate />)}
        />
        {SCHEMA_RESOURCES.filter((r) => r.name !== 'customers' && r.name !== 'access-codes').map((r) => (
          <Resource
            key={r.name}
            name={r.name}
            list={gate(r.name, <GenericList {...r} resource={r.name} />)}
            edit={gate(r.name, <GenericEdit {...r} resource={r.name} />)}
            create={gate(r.name, <GenericCreate {...r} resource={r.name} />)}
          />
        ))}
        <CustomRoutes>
          <Route path="/content" element={gate('content', <ContentHub />)} />
          <Route path="/access" element={gate('access', <AccessHub />)} />
          <Route path="/import" element={gate('import', <ImportScreen />)} />
          <Route path="/inquiries" element={gate('inquiries', <InquiryInbox />)} />
          <Route path="/inquiries/:id" element={gate('inquiries', <InquiryDetailScreen />)} />
          <Route path="/inquiry-rules" element={gate('inquiry-rules', <AssignmentRulesScreen />)} />
          <Route path="/reply-templates" element={gate('reply-templates', <ReplyTemplatesScreen />)} />
          <Route path="/exchange-rate" element={gate('exchange-rate', <ExchangeRateScreen />)} />
          <Route path="/price-lists" element={gate('price-lists', <PriceListList />)} />
          <Route path="/price-lists/:id" element={gate('price-lists', <PriceListEdit />)} />
          <Route path="/customer-groups" element={gate('customer-groups', <CustomerGroupList />)} />
          <Route path="/customer-groups/:id" element={gate('customer-groups', <CustomerGroupEdit />)} />
          <Route path="/account" element={gate('account', <AccountScreen />)} />
          <Route path="/roles" element={gate('roles', <RoleTableScreen />)} />
        </CustomRoutes>
        <CustomRoutes noLayout>
          <Route
            path="/setup/:token"
            element={
              <>
                <SetupPage />
                <Toaster position="top-center" richColors />
              </>
            }
          />
        </CustomRoutes>
      </CoreAdminUI>
    </CoreAdminContext>
  );
}
