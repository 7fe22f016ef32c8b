'use client';

import { useTranslate } from 'ra-core';
import { ROLE_TABLE, WORKSPACE_ROLES } from '@/lib/roles/role-table';
import { Badge, Card, PageHead } from '../ui-kit';

// The owner's read-only view of the role table (ADR 0042): for each area of the workspace, which
// roles open it and what part a role sees. It is the table the server's guards read, not a copy.

/** Marks of the notes under the table: a cell stays one badge wide, so the table fits a phone. */
const NOTE_MARKS = ['¹', '²', '³', '⁴', '⁵', '⁶'];

export function RoleTableScreen() {
  const t = useTranslate();
  const notes = ROLE_TABLE.flatMap((rule) => WORKSPACE_ROLES.map((role) => rule.partly?.[role]).filter((note): note is string => !!note));
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
                  <th scope="row" className="a-th-wrap">
                    {t(`roleTable.areas.${rule.area}`)}
                  </th>
                  {WORKSPACE_ROLES.map((role) => {
                    const part = rule.partly?.[role];
                    return (
                      <td key={role} data-testid={`role-cell-${rule.area}-${role}`} data-open={rule.roles.includes(role) ? 'yes' : 'no'}>
                        {!rule.roles.includes(role) ? (
                          <Badge>{t('roleTable.no')}</Badge>
                        ) : part ? (
                          <Badge tone="amber">{`${t('roleTable.partly')} ${NOTE_MARKS[notes.indexOf(part)]}`}</Badge>
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
        <div className="a-sub" data-testid="role-notes">
          {notes.map((note, i) => (
            <p key={note} data-testid={`role-note-${note}`}>
              {NOTE_MARKS[i]} {t(`roleTable.sees.${note}`)}
            </p>
          ))}
        </div>
      </Card>
    </>
  );
}
