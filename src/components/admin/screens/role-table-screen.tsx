'use client';

import { useTranslate } from 'ra-core';
import { ROLE_TABLE, WORKSPACE_ROLES } from '@/lib/roles/role-table';
import { Badge, Card, PageHead } from '../ui-kit';

// The owner's read-only view of the role table (ADR 0042): for each area of the workspace, which
// roles open it and what part a role sees. It is the table the server's guards read, not a copy.

export function RoleTableScreen() {
  const t = useTranslate();
  return (
    <>
      <PageHead title={t('roleTable.title')} subtitle={t('roleTable.subtitle')} />
      <Card>
        <div className="a-table-wrap">
          <table className="a-table" data-testid="role-table">
            <thead>
              <tr>
                <th scope="col">{t('roleTable.area')}</th>
                {WORKSPACE_ROLES.map((role) => (
                  <th scope="col" key={role}>
                    {t(`roles.${role}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ROLE_TABLE.map((rule) => (
                <tr key={rule.area} data-testid={`role-row-${rule.area}`}>
                  <th scope="row" className="a-nowrap">
                    {t(`roleTable.areas.${rule.area}`)}
                  </th>
                  {WORKSPACE_ROLES.map((role) => {
                    const part = rule.partly?.[role];
                    return (
                      <td key={role} data-testid={`role-cell-${rule.area}-${role}`} data-open={rule.roles.includes(role) ? 'yes' : 'no'}>
                        {!rule.roles.includes(role) ? (
                          <Badge>{t('roleTable.no')}</Badge>
                        ) : part ? (
                          <>
                            <Badge tone="amber">{t('roleTable.partly')}</Badge> <span className="a-sub">{t(`roleTable.sees.${part}`)}</span>
                          </>
                        ) : (
                          <Badge tone="green">{t('roleTable.yes')}</Badge>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
    </>
  );
}
